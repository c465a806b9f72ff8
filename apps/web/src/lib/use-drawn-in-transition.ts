// A store's news (a TanStack Query answer, through useSyncExternalStore) is drawn by React at once, in one piece, however
// much it brings on screen: the first answer that replaces a "Checking…" with a whole page is 100-150 ms of a slow
// phone's main thread in which no tap is answered (bench/README.md, session 16). Drawing that first time in a
// transition instead lets React render it in slices and keep the phone responsive between them.
import { startTransition, useEffect, useState } from 'react';

/**
 * True once `answered` has been true. When it was false at first, it turns true in a transition, one render after
 * `answered` did: what it shows stays as it was (the "Checking…") until the transition is drawn.
 */
export function useDrawnInTransition(answered: boolean): boolean {
  const [drawn, setDrawn] = useState(answered);
  useEffect(() => {
    if (answered && !drawn) startTransition(() => setDrawn(true));
  }, [answered, drawn]);
  return drawn;
}
