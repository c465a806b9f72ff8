// Hire Now: an Employer tells KaamSetu's team where the work is, the daily wage and anything else; staff
// contact the worker and call the Employer back. Checked here with the server's own schema first.
import { useEffect } from 'react';
import { mediationRequestSchema, requestMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { fieldErrorKeysFor, refusalNotice, type ValidationIssue } from '../../../lib/contract-messages';
import { checkWithSchema, useContractForm } from '../../../components/ui/use-contract-form';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import type { Notice } from '../../../components/ui/form-notice';
import { RequestPanel, requestNotice } from './request-panel';
import { useCreateMediationRequest } from '../api/create-mediation-request';
import { SendIcon } from '../../../components/ui/icons';

type Field = 'location' | 'salary' | 'details';
const fieldOrder: readonly Field[] = ['location', 'salary', 'details'];
const requestKeysOf = fieldErrorKeysFor(requestMessages);

function requestErrorKeys(issues: readonly ValidationIssue[]): Map<string, string> {
  return new Map(
    [...requestKeysOf(issues)].map(([field, key]) => [
      field,
      key === 'invalidField' ? 'errors.invalidField' : `requestMessages.${key}`,
    ]),
  );
}

interface HireNowFormProps {
  id: string;
  labourerId: string;
  /** Sent: the server's answer, to show where the form was. */
  onSent: (notice: Notice) => void;
  onCancel: () => void;
}

export function HireNowForm({ id, labourerId, onSent, onCancel }: HireNowFormProps) {
  const { t } = useTranslation('profiles');
  const send = useCreateMediationRequest();
  const form = useContractForm({
    initial: { location: '', salary: '', details: '' },
    fields: fieldOrder,
    idOf: (field) => `${id}-${field}`,
    check: (typed) =>
      checkWithSchema(
        mediationRequestSchema,
        { labourerId, ...typed, salary: typed.salary.replace(/[\s,₹]/g, '') || Number.NaN },
        fieldOrder,
        requestErrorKeys,
      ),
    send: async (request) => onSent(requestNotice((await send.mutateAsync(request)).message)),
    failure: (caught) => refusalNotice(caught, requestMessages, 'requestMessages', 'hire.failed'),
  });

  const { values, change, errors, formRef } = form;

  // Opening the form puts the person in its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [formRef]);

  return (
    <RequestPanel
      id={id}
      t={t}
      form={form}
      title={t('hire.title')}
      icon={<SendIcon />}
      submitLabel={t('hire.submit')}
      sendingLabel={t('hire.sending')}
      cancelLabel={t('hire.cancel')}
      onCancel={onCancel}
    >
      <p className="field-hint">{t('hire.intro')}</p>
      <TextField
        id={`${id}-location`}
        label={t('hire.location')}
        hint={t('hire.locationHint')}
        error={errors.location && t(errors.location)}
        value={values.location}
        onChange={(event) => change('location', event.target.value)}
        autoComplete="address-level2"
        maxLength={200}
      />
      <TextField
        id={`${id}-salary`}
        label={t('hire.salary')}
        error={errors.salary && t(errors.salary)}
        value={values.salary}
        onChange={(event) => change('salary', event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
      />
      <TextAreaField
        id={`${id}-details`}
        label={t('hire.details')}
        hint={t('hire.detailsHint')}
        error={errors.details && t(errors.details)}
        value={values.details}
        onChange={(event) => change('details', event.target.value)}
        maxLength={1000}
      />
    </RequestPanel>
  );
}
