// "Report this review?": what is wrong with it, in the person's words, for KaamSetu's team (the report joins the
// staff reports queue; staff may hide the review). Escape or Cancel leaves it unsent.
import { reviewReportRequestSchema, type Review } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { FlagIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkWithSchema, useContractForm } from '../../../components/ui/use-contract-form';
import { reviewFailureNotice, reviewFieldErrors, reviewServerNotice } from '../../../components/trust/review-notices';
import { useReportReview } from '../api/report-review';

interface ReportReviewDialogProps {
  review: Review;
  onSent: (notice: Notice) => void;
  onCancel: () => void;
}

const fields = ['reason'] as const;

export function ReportReviewDialog({ review, onSent, onCancel }: ReportReviewDialogProps) {
  const { t } = useTranslation('reviews');
  const report = useReportReview();
  const id = `report-review-${review.id}`;
  const { error, busy, formRef, submitRef, onSubmit, fieldProps } = useContractForm({
    initial: { reason: '' },
    fields,
    idOf: () => `${id}-reason`,
    check: (values) =>
      checkWithSchema(reviewReportRequestSchema, values, fields, reviewFieldErrors('report.reasonRequired')),
    send: async (data) => {
      const answer = await report.mutateAsync({ id: review.id, ...data });
      onSent(reviewServerNotice(answer.message));
    },
    failure: reviewFailureNotice,
  });

  return (
    <Dialog
      className="confirm-dialog review-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      busy={busy}
      onCancel={onCancel}
      initialFocus="textarea"
    >
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-title`}>{t('report.title')}</h2>
        <p id={`${id}-intro`}>{t('report.intro')}</p>
        <TextAreaField {...fieldProps('reason', t)} label={t('report.reason')} rows={3} maxLength={200} />
        <FormError t={t} notice={error} />
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
      </form>
    </Dialog>
  );
}
