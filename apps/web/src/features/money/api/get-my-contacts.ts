// GET /api/me/contacts: the workers whose numbers the Employer paid for, newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { MyContactsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';

export function getMyContacts(cursor: string | undefined): Promise<MyContactsResponse> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiFetch(`/api/me/contacts${query}`);
}

export function useMyContacts() {
  return useInfiniteQuery({
    // Under the wallet's key: an unlock refreshes the wallet, and with it this list.
    queryKey: [...walletQueryRoot, 'contacts'],
    queryFn: ({ pageParam }) => getMyContacts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}
