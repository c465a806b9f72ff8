// Component tests that check something is NOT shown wait with these first: a check made before the server's answer
// has come and been drawn passes whatever that answer says, so it could never fail.
import { act } from '@testing-library/react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { expect, vi } from 'vitest';

/** Until the first query under `queryKey` has settled as `status` and React has drawn what it brought. */
export async function answerDrawn(
  queryClient: QueryClient,
  queryKey: QueryKey,
  status: 'success' | 'error' = 'success',
): Promise<void> {
  await act(() =>
    vi.waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey })[0]?.state.status).toBe(status)),
  );
}

/** Until nothing is being fetched and React has drawn it all, answers that earlier answers made the page ask for too. */
export async function everyAnswerDrawn(queryClient: QueryClient): Promise<void> {
  await act(() => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0)));
}
