// The Idempotency-Key of each thing the person does on an agreement: a new key for a new action, the same key
// when that same action is sent again after its answer never arrived, so a second tap never pays, releases or
// cancels twice. An answer (done, or refused) ends the action; the next one gets a new key.
import { useMemo, useRef } from 'react';
import { ApiError } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';

export function useAttemptKeys() {
  const pending = useRef<{ action: string; key: string } | null>(null);
  return useMemo(
    () => ({
      /** The key for `action` (a description of exactly what is sent, such as "release:50000"). */
      keyFor(action: string): string {
        if (pending.current?.action !== action) pending.current = { action, key: newIdempotencyKey() };
        return pending.current.key;
      },
      /** Ends the action when the server answered it; a lost answer or a fault keeps its key for a retry. */
      settle(caught?: unknown): void {
        if (caught === undefined || (caught instanceof ApiError && caught.status < 500)) pending.current = null;
      },
    }),
    [],
  );
}
