// "Rate {name}" on the own profile page and the wallet. Most visits have nobody to rate, so the list, with its
// words, loads only once the server names someone (rate-prompt-list.tsx): the pages paint without it (issue 19,
// docs/decisions/040).
import { lazy, Suspense, useState } from 'react';
import { usePendingReviews } from '../../lib/get-pending-reviews';

const RatePromptList = lazy(() => import('./rate-prompt-list').then((module) => ({ default: module.RatePromptList })));

export function RatePrompts() {
  // Handed to the list rather than asked by it: a reader that mounts once the list's code has arrived would have
  // the server asked again.
  const pending = usePendingReviews().data?.pending;
  // Once shown, the list stays: after the last person is rated it still says thanks.
  const [asked, setAsked] = useState(false);
  if (!asked && pending && pending.length > 0) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <RatePromptList list={pending ?? []} />
    </Suspense>
  );
}
