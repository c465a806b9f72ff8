// The report job form, loaded when a worker opens it (report-job.tsx): a reason from a short list (sent in English,
// so staff read one language) and, to say more, free text. Checked with the server's own schema.
import { reportJobRequestSchema, type ReportJobRequest } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { FlagIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm, type Checked } from '../../../components/ui/use-contract-form';
import { useReportJob } from '../api/report-job';
import { jobRefusal } from '../job-text';

/** What staff read, by the catalogue key people choose it by. */
export const jobReportReasons = {
  askedMoney: 'Asks workers to pay money',
  fake: 'Fake or misleading job',
  wrongWage: 'Wage is not true',
  abusive: 'Rude or abusive',
  other: 'Other',
} as const;
type ReasonKey = keyof typeof jobReportReasons;
type Field = 'reason' | 'details';
const fieldOrder: readonly Field[] = ['reason', 'details'];

export default function ReportJobForm({
  jobId,
  onDone,
  onCancel,
}: {
  jobId: string;
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('jobs');
  const report = useReportJob();
  const form = useContractForm({
    initial: { reason: '' as ReasonKey | '', details: '' },
    fields: fieldOrder,
    idOf: (field) => `job-report-${field}`,
    check: ({ reason, details }): Checked<Field, ReportJobRequest> => {
      if (reason === '') return { errors: { reason: 'messages.reasonRequired' } };
      if (reason === 'other' && details.trim().length < 3) return { errors: { details: 'messages.reasonRequired' } };
      const said = details.trim();
      const parsed = reportJobRequestSchema.safeParse({
        reason: said ? `${jobReportReasons[reason]}: ${said}` : jobReportReasons[reason],
      });
      return parsed.success ? { data: parsed.data } : { errors: { details: 'post.invalidField' } };
    },
    send: async (data) => {
      await report.mutateAsync({ jobId, ...data });
      onDone({ key: 'messages.jobReported' });
    },
    failure: (caught) => jobRefusal(caught, 'report.failed'),
  });
  const { fieldProps, error, busy, formRef, submitRef, onSubmit } = form;
  return (
    <form
      ref={formRef}
      className="form job-report-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="job-report-title"
    >
      <h2 id="job-report-title">{t('report.title')}</h2>
      <SelectField {...fieldProps('reason', t)} label={t('report.reason')}>
        <option value="">{t('report.choose')}</option>
        {(Object.keys(jobReportReasons) as ReasonKey[]).map((key) => (
          <option key={key} value={key}>
            {t(`report.reasons.${key}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField {...fieldProps('details', t)} label={t('report.details')} maxLength={400} />
      <FormError t={t} notice={error} />
      <div className="job-actions">
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={<FlagIcon />}
          label={t('report.send')}
          busyLabel={t('report.sending')}
        />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('report.cancel')}
        </button>
      </div>
    </form>
  );
}
