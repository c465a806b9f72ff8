// GET /api/me/notifications?cursor=: the signed-in person's inbox, newest first, a page at a time (`nextCursor`),
// with how many entries are unread over the whole inbox: the inbox page reads the pages, the bottom bar's Inbox the count.
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { readAuthToken } from '../../../lib/session-storage';

/** Every cached notifications answer sits under this key, one set per signed-in token. */
export function notificationsQueryRoot() {
  return ['notifications', readAuthToken()] as const;
}

export function getNotifications(cursor: string | undefined): Promise<NotificationsResponse> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiFetch(`/api/me/notifications${query}`);
}

export function useInbox() {
  return useInfiniteQuery({
    queryKey: [...notificationsQueryRoot(), 'inbox'],
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });
}

export function unreadQueryKey() {
  return [...notificationsQueryRoot(), 'unread'] as const;
}

/** The bottom bar's Inbox number, asked again every few minutes while the app stays open. */
export function unreadQuery() {
  return queryOptions({
    queryKey: unreadQueryKey(),
    queryFn: async () => (await getNotifications(undefined)).unread,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });
}

export function useUnreadCount() {
  return useQuery(unreadQuery());
}
