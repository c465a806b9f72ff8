// A person's reviews on their profile page: the rating, then the reviews newest first (stars, tags, words,
// who and when, the person's reply under each), a page at a time. Someone who met the person through KaamSetu
// and has not rated them yet gets "Rate {name}"; an author changes their own review while the edit window is
// open; the person reviewed replies; anyone but the author may report a review to KaamSetu's team.
import { personName } from '@kaamsetu/contract';
import '../../../components/trust/trust.css';
import '../../../components/ui/wallet-list.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Rating, Review } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/date-time';
import { usePendingReviews } from '../../../lib/get-pending-reviews';
import { readUserId } from '../../../lib/session-storage';
import { FormStatus, type Notice } from '../../../components/ui/form-notice';
import { FlagIcon, PencilIcon, ReplyIcon, StarIcon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ShowMore } from '../../../components/ui/show-more';
import type { ReviewSubject } from '../../../components/trust/rate-dialog';
import { PageLoading } from '../../../components/ui/page-loading';
import { StarRating, StarsOutOfFive } from '../../../components/trust/star-rating';
import { useProfileReviews } from '../api/get-profile-reviews';

// The rating, report and reply forms, and the schemas they check with, load only when someone opens one: the
// profiles show this list on first paint and must not carry zod (issue 19).
const RateDialog = lazy(() =>
  import('../../../components/trust/rate-dialog').then((module) => ({ default: module.RateDialog })),
);
const ReportReviewDialog = lazy(() =>
  import('./report-review-dialog').then((module) => ({ default: module.ReportReviewDialog })),
);
const ReviewReplyForm = lazy(() =>
  import('./review-reply-form').then((module) => ({ default: module.ReviewReplyForm })),
);

type Open = { kind: 'rate' } | { kind: 'edit'; review: Review } | { kind: 'report'; review: Review };

/** The id of the button that opened something, so the keyboard goes back there when it closes. */
function openerId(open: Open): string {
  return open.kind === 'rate' ? 'rate-this-profile' : `review-${open.review.id}-${open.kind}`;
}

interface ProfileReviewsProps {
  profile: ReviewSubject & { rating?: Rating | undefined };
}

export function ProfileReviews({ profile }: ProfileReviewsProps) {
  const { t } = useTranslation('reviewList');
  const me = readUserId();
  const own = profile.id === me;
  const reviews = useProfileReviews(profile.id);
  const pending = usePendingReviews();
  const [open, setOpen] = useState<Open | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A notice is the answer to a sent review, reply or report, in their forms' catalogue, loaded with the form.
  const { t: tNotice } = useTranslation(notice ? 'reviews' : 'reviewList');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const rating = reviews.data?.pages[0]?.rating ?? profile.rating;
  const canRate = !own && (pending.data?.pending ?? []).some((item) => item.subjectId === profile.id);

  /** Closes what is open, with its outcome if it was sent, and gives the keyboard back to a sensible place. */
  function close(which: Open, outcome: Notice | null) {
    flushSync(() => {
      setOpen(null);
      if (outcome) setNotice(outcome);
    });
    // After rating, the Rate button is gone: the section's title is where the reader goes on.
    const back = which.kind === 'rate' && outcome ? titleRef.current : document.getElementById(openerId(which));
    back?.focus();
  }

  function closeReply(reviewId: string, outcome: Notice | null) {
    flushSync(() => {
      setReplyingTo(null);
      if (outcome) setNotice(outcome);
    });
    document.getElementById(`review-${reviewId}-reply`)?.focus();
  }

  return (
    <section className="wallet-section profile-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" ref={titleRef} tabIndex={-1}>
        {t('list.title')}
      </h2>
      <p>
        <StarRating rating={rating} />
      </p>
      {canRate ? (
        <button
          id="rate-this-profile"
          type="button"
          className="button button-primary"
          onClick={() => {
            setNotice(null);
            setOpen({ kind: 'rate' });
          }}
        >
          <StarIcon />
          {t('list.rateThem', { name: personName(profile.name) })}
        </button>
      ) : null}
      <FormStatus t={tNotice} notice={notice} />
      {reviews.isError ? (
        <LoadFailed t={t} onRetry={() => void reviews.refetch()} />
      ) : (
        <p className="search-status" role="status">
          {reviews.isPending ? t('list.loading') : list.length === 0 ? t('list.empty') : null}
        </p>
      )}
      {list.length > 0 ? (
        <ul className="wallet-list review-list" aria-labelledby="reviews-title">
          {list.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              subjectName={personName(profile.name)}
              mine={review.author.id === me}
              aboutMe={own}
              replying={replyingTo === review.id}
              onOpen={(next) => {
                setNotice(null);
                setOpen(next);
              }}
              onReply={() => {
                setNotice(null);
                setReplyingTo(review.id);
              }}
              onReplyClosed={(outcome) => closeReply(review.id, outcome)}
            />
          ))}
        </ul>
      ) : null}
      <ShowMore pages={reviews} label={t('list.showMore')} loadingLabel={t('list.loadingMore')} />
      {open?.kind === 'rate' || open?.kind === 'edit' ? (
        <Suspense fallback={<PageLoading />}>
          <RateDialog
            subject={profile}
            review={open.kind === 'edit' ? open.review : undefined}
            onDone={(done) => close(open, done)}
            onCancel={() => close(open, null)}
          />
        </Suspense>
      ) : null}
      {open?.kind === 'report' ? (
        <Suspense fallback={<PageLoading />}>
          <ReportReviewDialog
            review={open.review}
            onSent={(sent) => close(open, sent)}
            onCancel={() => close(open, null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

interface ReviewItemProps {
  review: Review;
  subjectName: string;
  /** The reader wrote it. */
  mine: boolean;
  /** The reader is the person reviewed. */
  aboutMe: boolean;
  replying: boolean;
  onOpen: (open: Open) => void;
  onReply: () => void;
  onReplyClosed: (outcome: Notice | null) => void;
}

function ReviewItem({ review, subjectName, mine, aboutMe, replying, onOpen, onReply, onReplyClosed }: ReviewItemProps) {
  const { t, language } = useTranslation('reviewList');
  const headingId = `review-${review.id}`;
  // The server refuses a late edit anyway; this only spares the author a button that cannot work.
  const editable = mine && new Date(review.editableUntil) > new Date();
  return (
    <li className="wallet-item review-item" aria-labelledby={headingId}>
      <p id={headingId} className="wallet-item-head">
        <StarsOutOfFive stars={review.stars} />
        <span className="review-by">
          {t('list.by', { name: personName(review.author.name), date: formatDate(review.createdAt, language) })}
          {review.updatedAt !== review.createdAt ? ` ${t('list.edited')}` : ''}
        </span>
      </p>
      {review.tags.length > 0 ? (
        <ul className="review-tag-list" aria-label={t('list.tagsLabel')}>
          {review.tags.map((tag) => (
            <li key={tag} className="review-tag">
              {t(`tags.${tag}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {review.text ? <p className="review-text">{review.text}</p> : null}
      {review.reply ? (
        <div className="review-reply">
          <p className="review-reply-title">{t('list.replyFrom', { name: subjectName })}</p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      {replying ? (
        <Suspense fallback={<PageLoading />}>
          <ReviewReplyForm
            review={review}
            onSent={(sent) => onReplyClosed(sent)}
            onCancel={() => onReplyClosed(null)}
          />
        </Suspense>
      ) : (
        <div className="review-actions">
          {editable ? (
            <button
              id={`review-${review.id}-edit`}
              type="button"
              className="button button-secondary"
              aria-describedby={headingId}
              onClick={() => onOpen({ kind: 'edit', review })}
            >
              <PencilIcon />
              {t('list.edit')}
            </button>
          ) : null}
          {aboutMe ? (
            <button
              id={`review-${review.id}-reply`}
              type="button"
              className="button button-secondary"
              aria-describedby={headingId}
              onClick={onReply}
            >
              <ReplyIcon />
              {t(review.reply ? 'list.editReply' : 'list.reply')}
            </button>
          ) : null}
          {mine ? null : (
            <button
              id={`review-${review.id}-report`}
              type="button"
              className="button button-secondary"
              aria-describedby={headingId}
              onClick={() => onOpen({ kind: 'report', review })}
            >
              <FlagIcon />
              {t('list.report')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
