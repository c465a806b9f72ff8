// "Rate {name}" for everyone the signed-in person met through KaamSetu and has not rated yet (one per
// engagement: an unlock, a Hire Now request marked Done), on the own profile page and the wallet. Each opens
// the rating dialog; the list is asked again once a review is in, so the rated person leaves it. Loaded only
// when someone is there to rate (rate-prompts.tsx).
import { personName } from '@kaamsetu/contract';
import './trust.css';
import '../ui/wallet-list.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PendingReview } from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../i18n/i18n';
import { formatDate } from '../../lib/date-time';
import { FormStatus, type Notice } from '../ui/form-notice';
import { StarIcon } from '../ui/icons';
import { PageLoading } from '../ui/page-loading';

// The rating dialog, and the schema it checks with, load only when someone opens it: the profile and the wallet
// show these prompts on first paint and must not carry zod (issue 19).
const RateDialog = lazy(() => import('./rate-dialog').then((module) => ({ default: module.RateDialog })));

/** How the two met, from the reader's side ("You saw their number on …" or "Saw your number on …"). */
export function engagementText(t: Translate, pending: PendingReview, date: string): string {
  if (pending.engagement === 'unlock') {
    // Only an Employer unlocks: rating a worker means the reader paid; rating an Employer means they did.
    return t(
      pending.userType === 'Labourer' ? 'prompts.engagement.unlockEmployer' : 'prompts.engagement.unlockLabourer',
      {
        date,
      },
    );
  }
  return t(`prompts.engagement.${pending.engagement}`, { date });
}

function keyOf(pending: PendingReview): string {
  return `${pending.subjectId}-${pending.engagement}-${pending.at}`;
}

/** `list`: the people to rate, from the pending reviews the caller asked for (asked again once a review is in). */
export function RatePromptList({ list }: { list: readonly PendingReview[] }) {
  const { t, language } = useTranslation('reviews');
  const [rating, setRating] = useState<PendingReview | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Nothing to ask for: no section at all, unless it is still saying thanks for the last review.
  if (list.length === 0 && notice === null) return null;

  return (
    <section className="wallet-section rate-prompts" aria-labelledby="rate-prompts-title">
      <h2 id="rate-prompts-title" ref={titleRef} tabIndex={-1}>
        {t('prompts.title')}
      </h2>
      <p>{t('prompts.intro')}</p>
      <FormStatus t={t} notice={notice} />
      {list.length > 0 ? (
        <ul className="wallet-list" aria-labelledby="rate-prompts-title">
          {list.map((pending) => (
            <li key={keyOf(pending)} className="wallet-item rate-prompt-item">
              <p className="wallet-item-name">{personName(pending.name)}</p>
              <p className="field-hint">{engagementText(t, pending, formatDate(pending.at, language))}</p>
              <button
                id={`rate-prompt-${keyOf(pending)}`}
                type="button"
                className="button button-primary"
                onClick={() => {
                  setNotice(null);
                  setRating(pending);
                }}
              >
                <StarIcon />
                {t('prompts.rate', { name: personName(pending.name) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {rating ? (
        <Suspense fallback={<PageLoading />}>
          <RateDialog
            subject={{ id: rating.subjectId, name: rating.name, userType: rating.userType }}
            onDone={(done) => {
              // The button that opened it leaves the list: the section's title is where the reader goes on.
              flushSync(() => {
                setRating(null);
                setNotice(done);
              });
              titleRef.current?.focus();
            }}
            onCancel={() => {
              const opener = `rate-prompt-${keyOf(rating)}`;
              flushSync(() => setRating(null));
              document.getElementById(opener)?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
