// GET /api/safety/standing and POST /api/appeals: the signed-in person's warning or suspension in force (with
// the reason and the appeal window) and their appeal against it. Home and the own profile both show it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppealFiledResponse, AppealRequest, StandingResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from './api-client';

export const standingQueryKey = ['safety', 'standing'] as const;

export function getStanding(): Promise<StandingResponse> {
  return apiFetch('/api/safety/standing');
}

/** As one query, so a page can ask for it beside the session check (app/app-page-loaders.ts). */
export function standingQuery() {
  return queryOptions({
    queryKey: standingQueryKey,
    queryFn: getStanding,
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
}

export function useStanding() {
  return useQuery(standingQuery());
}

export function fileAppeal(input: AppealRequest): Promise<AppealFiledResponse> {
  return apiFetch('/api/appeals', { method: 'POST', body: JSON.stringify(input) });
}

export function useFileAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fileAppeal,
    // The banner then says the appeal is with the team (or, after a 409, what the server knows).
    onSettled: () => client.invalidateQueries({ queryKey: standingQueryKey }),
  });
}
