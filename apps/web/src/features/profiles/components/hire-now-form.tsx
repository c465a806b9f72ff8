// Hire Now: an Employer tells KaamSetu's team where the work is, the daily wage and anything else; staff
// contact the worker and call the Employer back. Checked here with the server's own schema first.
import { mediationRequestSchema, requestMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { fieldErrorKeysFor, type ValidationIssue } from '../../../lib/contract-messages';
import { checkWithSchema } from '../../../components/ui/use-contract-form';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import type { Notice } from '../../../components/ui/form-notice';
import { RequestPanel, useRequestForm } from './request-panel';
import { useCreateMediationRequest } from '../api/create-mediation-request';
import { SendIcon } from '../../../components/ui/icons';

type Field = 'location' | 'salary' | 'details';
const fieldOrder: readonly Field[] = ['location', 'salary', 'details'];
const requestKeysOf = fieldErrorKeysFor(requestMessages);

function requestErrorKeys(issues: readonly ValidationIssue[]): Map<string, string> {
  return new Map(
    [...requestKeysOf(issues)].map(([field, key]) => [field, key === 'invalidField' ? key : `requestMessages.${key}`]),
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
  const { t } = useTranslation('profileRequests');
  const send = useCreateMediationRequest();
  const form = useRequestForm('hire', {
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
    file: send.mutateAsync,
    onSent,
  });

  const { fieldProps } = form;

  return (
    <RequestPanel id={id} kind="hire" form={form} icon={<SendIcon />} onCancel={onCancel}>
      <p className="field-hint">{t('hire.intro')}</p>
      <TextField
        {...fieldProps('location', t)}
        label={t('hire.location')}
        hint={t('hire.locationHint')}
        autoComplete="address-level2"
        maxLength={200}
      />
      <TextField
        {...fieldProps('salary', t)}
        label={t('hire.salary')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
      />
      <TextAreaField
        {...fieldProps('details', t)}
        label={t('hire.details')}
        hint={t('hire.detailsHint')}
        maxLength={1000}
      />
    </RequestPanel>
  );
}
