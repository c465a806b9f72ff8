// The state of a page or part whose first step asks for a code (sign-in, staff sign-in, Delete my account): its own
// module so that a part which loads the code step only once a code is sent (send-code-step.tsx) can hold this state
// without carrying the step.
import { useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * What was sent (null on the first step), and the way back to the first step, which gives the keyboard to `backTo`
 * (the field to correct, or the button that sends).
 */
export function useSentCode<S>(backTo: RefObject<HTMLElement | null>) {
  const [sent, setSent] = useState<S | null>(null);
  function back() {
    flushSync(() => setSent(null));
    backTo.current?.focus();
  }
  return { sent, setSent, back };
}
