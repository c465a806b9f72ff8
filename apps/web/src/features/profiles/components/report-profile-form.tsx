// Report Profile: a reason from a short list (sent in English, so staff read one language) and, for "Other"
// or to say more, free text. Checked here with the server's own schema first.
import { useEffect } from 'react';
import { reportRequestSchema, requestMessages, type ReportRequest } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { refusalNotice } from '../../../lib/contract-messages';
import { useContractForm, type Checked, type FieldErrors } from '../../../components/ui/use-contract-form';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import type { Notice } from '../../../components/ui/form-notice';
import { RequestPanel, requestNotice } from './request-panel';
import { useReportProfile } from '../api/report-profile';
import { FlagIcon } from '../../../components/ui/icons';

/** What staff read, by the catalogue key people choose it by. */
export const reportReasons = {
  fake: 'Fake profile',
  wrongDetails: 'Wrong or misleading details',
  askedForMoney: 'Asked for money or a fee',
  abusive: 'Rude or abusive behaviour',
  other: 'Other',
} as const;
type ReasonKey = keyof typeof reportReasons;

interface ReportProfileFormProps {
  id: string;
  profileId: string;
  onSent: (notice: Notice) => void;
  onCancel: () => void;
}

type Field = 'reason' | 'details';
const fieldOrder: readonly Field[] = ['reason', 'details'];

export function ReportProfileForm({ id, profileId, onSent, onCancel }: ReportProfileFormProps) {
  const { t } = useTranslation('profiles');
  const send = useReportProfile();
  const form = useContractForm({
    initial: { reason: '' as ReasonKey | '', details: '' },
    fields: fieldOrder,
    idOf: (field) => `${id}-${field}`,
    check: ({ reason, details }): Checked<Field, ReportRequest> => {
      const found: FieldErrors<Field> = {};
      if (reason === '') found.reason = 'requestMessages.reasonRequired';
      // "Other" says nothing by itself, so the words are needed then.
      else if (reason === 'other' && details.trim().length < 3) found.details = 'requestMessages.reasonRequired';
      const parsed = reportRequestSchema.safeParse({ profileId, reason: reason ? reportReasons[reason] : '', details });
      if (!parsed.success && !found.reason) found.details ??= 'errors.invalidField';
      if (!parsed.success || found.reason || found.details) return { errors: found };
      return { data: parsed.data };
    },
    send: async (report) => onSent(requestNotice((await send.mutateAsync(report)).message)),
    failure: (caught) => refusalNotice(caught, requestMessages, 'requestMessages', 'report.failed'),
  });
  const { values, change, errors, formRef } = form;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('select')?.focus();
  }, [formRef]);

  return (
    <RequestPanel
      id={id}
      t={t}
      form={form}
      title={t('report.title')}
      icon={<FlagIcon />}
      submitLabel={t('report.submit')}
      sendingLabel={t('report.sending')}
      cancelLabel={t('report.cancel')}
      onCancel={onCancel}
    >
      <SelectField
        id={`${id}-reason`}
        label={t('report.reason')}
        error={errors.reason && t(errors.reason)}
        value={values.reason}
        onChange={(event) => change('reason', event.target.value as ReasonKey | '')}
      >
        <option value="">{t('report.choose')}</option>
        {(Object.keys(reportReasons) as ReasonKey[]).map((key) => (
          <option key={key} value={key}>
            {t(`report.reasons.${key}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${id}-details`}
        label={t('report.details')}
        hint={t('report.detailsHint')}
        error={errors.details && t(errors.details)}
        value={values.details}
        onChange={(event) => change('details', event.target.value)}
        maxLength={1000}
      />
    </RequestPanel>
  );
}
