// GET /api/staff/admin/analytics: the Admin dashboard's live counts (the server keeps them up to 30 s).
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type AdminAnalytics = AnalyticsResponse;

export function getAnalytics(): Promise<AdminAnalytics> {
  return apiFetch('/api/staff/admin/analytics', { as: 'staff' });
}

export function useAnalytics() {
  return useQuery({ queryKey: staffQueryKeys.analytics, queryFn: getAnalytics, retry: retryUnlessRefused });
}
