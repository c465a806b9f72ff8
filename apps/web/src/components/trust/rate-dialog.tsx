// "Rate {name}": stars, tags that fit the person's role and optional words, in a modal. A first review is
// POST /api/reviews; the author's own review, while it may still be changed, is PUT /api/reviews/{id} with the
// old values filled in. Checked in the browser with the server's own schema first.
import './trust.css';
import { useId } from 'react';
import {
  createReviewRequestSchema,
  REVIEW_TEXT_MAX,
  updateReviewRequestSchema,
  type Review,
  type ReviewTag,
  type UserType,
  personName,
} from '@kaamsetu/contract';
import { useTranslation } from '../../i18n/i18n';
import { useSaveReview, type SaveReviewInput } from '../../lib/save-review';
import { Dialog } from '../ui/dialog';
import { TextAreaField } from '../ui/form-field';
import { FormError, type Notice } from '../ui/form-notice';
import { StarIcon } from '../ui/icons';
import { SubmitButton } from '../ui/submit-button';
import { checkWithSchema, useContractForm } from '../ui/use-contract-form';
import { reviewFailureNotice, reviewFieldErrors, reviewServerNotice } from './review-notices';
import { ReviewTagChips } from './review-tag-chips';
import { StarInput } from './star-input';

export interface ReviewSubject {
  id: string;
  name: string;
  userType: UserType;
}

interface RateDialogProps {
  subject: ReviewSubject;
  /** The author's own review, to change it; without it the dialog writes a first review. */
  review?: Review | undefined;
  /** After the server took it, with its message. */
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}

type Field = 'stars' | 'text';
const fieldOrder: readonly Field[] = ['stars', 'text'];

interface Values {
  stars: number;
  text: string;
  tags: ReviewTag[];
}

export function RateDialog({ subject, review, onDone, onCancel }: RateDialogProps) {
  const { t } = useTranslation('reviews');
  // React's ids hold characters a CSS selector (initialFocus) would have to escape.
  const id = `rate-${useId().replace(/[^\w-]/g, '')}`;
  const save = useSaveReview();
  const { values, change, errors, error, busy, formRef, submitRef, onSubmit, fieldProps } = useContractForm({
    initial: (): Values => ({ stars: review?.stars ?? 0, text: review?.text ?? '', tags: review?.tags ?? [] }),
    fields: fieldOrder,
    idOf: (field) => `${id}-${field}`,
    check: ({ stars, text, tags }) =>
      review
        ? checkWithSchema(
            updateReviewRequestSchema,
            { stars, text, tags },
            fieldOrder,
            reviewFieldErrors('invalidField'),
          )
        : checkWithSchema(
            createReviewRequestSchema,
            { subjectId: subject.id, stars, text, tags },
            fieldOrder,
            reviewFieldErrors('invalidField'),
          ),
    send: async (data) => {
      const input: SaveReviewInput = review
        ? { kind: 'update', id: review.id, review: data }
        : { kind: 'create', review: { ...data, subjectId: subject.id } };
      const answer = await save.mutateAsync(input);
      onDone(reviewServerNotice(answer.message));
    },
    failure: reviewFailureNotice,
  });
  const problem = (field: Field) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <Dialog
      className="confirm-dialog review-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      busy={busy}
      onCancel={onCancel}
      initialFocus={`#${id}-stars`}
    >
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-title`}>
          {t(review ? 'dialog.editTitle' : 'dialog.rateTitle', { name: personName(subject.name) })}
        </h2>
        <p id={`${id}-intro`}>{t('dialog.intro')}</p>
        <StarInput
          id={`${id}-stars`}
          value={values.stars}
          onChange={(stars) => change('stars', stars)}
          error={problem('stars')}
        />
        <ReviewTagChips
          id={`${id}-tags`}
          subjectType={subject.userType}
          chosen={values.tags}
          onChange={(tags) => change('tags', tags)}
        />
        <TextAreaField
          {...fieldProps('text', t)}
          label={t('input.text')}
          hint={t('input.textHint', { used: values.text.length, max: REVIEW_TEXT_MAX })}
          rows={3}
          maxLength={REVIEW_TEXT_MAX}
        />
        <FormError t={t} notice={error} />
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={<StarIcon />}
          label={t(review ? 'dialog.save' : 'dialog.send')}
          busyLabel={t('dialog.sending')}
        />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('dialog.cancel')}
        </button>
      </form>
    </Dialog>
  );
}
