// POST /api/me/notifications/read {upToId}: marks the entry with this id and every older one read. The answer's
// unread count (entries that arrived meanwhile) becomes the Inbox's number.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadRequest, MarkNotificationsReadResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { unreadQueryKey } from './get-notifications';

export function markNotificationsRead(input: MarkNotificationsReadRequest): Promise<MarkNotificationsReadResponse> {
  return apiFetch('/api/me/notifications/read', { method: 'POST', body: JSON.stringify(input) });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }) => client.setQueryData(unreadQueryKey(), unread),
  });
}
