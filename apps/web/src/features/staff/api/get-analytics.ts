// GET /api/staff/admin/analytics: the Admin dashboard's live counts (the server keeps them up to 30 s).
import { useQuery } from '@tanstack/react-query';
import type { analyticsResponseSchema } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type AdminAnalytics = ReturnType<(typeof analyticsResponseSchema)['parse']>;

export function getAnalytics(): Promise<AdminAnalytics> {
  return apiFetch('/api/staff/admin/analytics', { as: 'staff' });
}

export function useAnalytics() {
  return useQuery({ queryKey: staffQueryKeys.analytics, queryFn: getAnalytics, retry: retryUnlessRefused });
}
