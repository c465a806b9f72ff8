// The person reviewed answers a review, under it: one text box, Send and Cancel. Sending again changes the
// answer. Checked with the server's own schema first.
import { useEffect } from 'react';
import { REVIEW_TEXT_MAX, reviewReplyRequestSchema, type Review } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { TextAreaField } from '../../../components/ui/form-field';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { ReplyIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkWithSchema, useContractForm } from '../../../components/ui/use-contract-form';
import { reviewFailureNotice, reviewFieldErrors, reviewServerNotice } from '../../../components/trust/review-notices';
import { useReplyToReview } from '../api/reply-to-review';

interface ReviewReplyFormProps {
  review: Review;
  onSent: (notice: Notice) => void;
  onCancel: () => void;
}

const fields = ['text'] as const;

export function ReviewReplyForm({ review, onSent, onCancel }: ReviewReplyFormProps) {
  const { t } = useTranslation('reviews');
  const reply = useReplyToReview();
  const { values, error, busy, formRef, submitRef, onSubmit, fieldProps } = useContractForm({
    initial: { text: review.reply?.text ?? '' },
    fields,
    idOf: () => `review-${review.id}-reply-text`,
    check: (values) => checkWithSchema(reviewReplyRequestSchema, values, fields, reviewFieldErrors('reply.required')),
    send: async (data) => {
      const answer = await reply.mutateAsync({ id: review.id, ...data });
      onSent(reviewServerNotice(answer.message));
    },
    failure: reviewFailureNotice,
  });

  // Opening the form puts the person in its box.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [formRef]);

  return (
    <form ref={formRef} className="form review-reply-form" noValidate onSubmit={onSubmit}>
      <TextAreaField
        {...fieldProps('text', t)}
        label={t('reply.label')}
        hint={t('input.textHint', { used: values.text.length, max: REVIEW_TEXT_MAX })}
        rows={3}
        maxLength={REVIEW_TEXT_MAX}
      />
      <FormError t={t} notice={error} />
      <SubmitButton
        ref={submitRef}
        busy={busy}
        icon={<ReplyIcon />}
        label={t('reply.send')}
        busyLabel={t('reply.sending')}
      />
      <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
        {t('reply.cancel')}
      </button>
    </form>
  );
}
