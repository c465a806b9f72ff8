// The banner at the top of Home that asks a worker to confirm their number (confirm-number-ask.tsx). Most people
// are never asked, so the ask, its code step and its words load only once the server says a number is in doubt;
// after that it stays, to say how the confirmation went.
import { lazy, Suspense, useState } from 'react';
import { useMyNumberClaims } from '../api/get-my-number-claims';

const ConfirmNumberAsk = lazy(() =>
  import('./confirm-number-ask').then((module) => ({ default: module.ConfirmNumberAsk })),
);

export function ConfirmNumberBanner() {
  const inDoubt = useMyNumberClaims().data?.numberInDoubt === true;
  const [asked, setAsked] = useState(inDoubt);
  // Kept once shown: a confirmed number is no longer in doubt, and the ask then says it went well.
  if (inDoubt && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmNumberAsk />
    </Suspense>
  );
}
