// Report Profile: a reason from a short list (sent in English, so staff read one language) and, for "Other"
// or to say more, free text. Checked here with the server's own schema first.
import { reportRequestSchema, type ReportRequest } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import type { Checked, FieldErrors } from '../../../components/ui/use-contract-form';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import type { Notice } from '../../../components/ui/form-notice';
import { RequestPanel, useRequestForm } from './request-panel';
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
  const { t } = useTranslation('profileRequests');
  const send = useReportProfile();
  const form = useRequestForm('report', {
    initial: { reason: '' as ReasonKey | '', details: '' },
    fields: fieldOrder,
    idOf: (field) => `${id}-${field}`,
    check: ({ reason, details }): Checked<Field, ReportRequest> => {
      const found: FieldErrors<Field> = {};
      if (reason === '') found.reason = 'requestMessages.reasonRequired';
      // "Other" says nothing by itself, so the words are needed then.
      else if (reason === 'other' && details.trim().length < 3) found.details = 'requestMessages.reasonRequired';
      const parsed = reportRequestSchema.safeParse({ profileId, reason: reason ? reportReasons[reason] : '', details });
      if (!parsed.success && !found.reason) found.details ??= 'invalidField';
      if (!parsed.success || found.reason || found.details) return { errors: found };
      return { data: parsed.data };
    },
    file: send.mutateAsync,
    onSent,
  });
  const { fieldProps } = form;

  return (
    <RequestPanel id={id} kind="report" form={form} icon={<FlagIcon />} onCancel={onCancel}>
      <SelectField {...fieldProps('reason', t)} label={t('report.reason')}>
        <option value="">{t('report.choose')}</option>
        {(Object.keys(reportReasons) as ReasonKey[]).map((key) => (
          <option key={key} value={key}>
            {t(`report.reasons.${key}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...fieldProps('details', t)}
        label={t('report.details')}
        hint={t('report.detailsHint')}
        maxLength={1000}
      />
    </RequestPanel>
  );
}
