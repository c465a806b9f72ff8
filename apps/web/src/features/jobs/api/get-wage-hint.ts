// GET /api/jobs/wage-hint?trade=&placeId=&wagePer=: what similar jobs nearby paid, for the Employer writing a
// post. Only asked once a trade and a place are chosen; a server without it (404) or no hint means nothing shown.
import { useQuery } from '@tanstack/react-query';
import type { WagePer } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { jobsQueryRoot } from './job-query-keys';

export interface WageHint {
  lowPaise: number;
  medianPaise: number;
  highPaise: number;
  wagePer: WagePer;
  jobs: number;
}

interface WageHintAnswer {
  success: true;
  hint: WageHint | null;
}

export function getWageHint(trade: string, placeId: number, wagePer: WagePer): Promise<WageHintAnswer> {
  const query = new URLSearchParams({ trade, placeId: String(placeId), wagePer });
  return apiFetch(`/api/jobs/wage-hint?${query.toString()}`);
}

export function useWageHint(trade: string, placeId: number | undefined, wagePer: WagePer): WageHint | null {
  const enabled = trade !== '' && placeId !== undefined;
  const hint = useQuery({
    queryKey: [...jobsQueryRoot, 'wage-hint', trade, placeId, wagePer],
    queryFn: () => getWageHint(trade, placeId!, wagePer),
    enabled,
    // A hint is a nicety: a refusal or a missing endpoint is not asked again, and shows nothing.
    retry: false,
    staleTime: 5 * 60_000,
  });
  return enabled && hint.data ? hint.data.hint : null;
}
