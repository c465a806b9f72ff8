// The feed's choices as they stand in the address, so Back from a job returns to the same list:
// ?near= a place id or the phone's rounded position (the worker's own town when absent), ?radiusKm=, ?trade=.
import { isTradeKey, nearOf, RADIUS_KM_DEFAULT } from '@kaamsetu/contract';

export const jobRadiusOptions = [5, 10, 25, 50] as const;

export interface JobsFilter {
  /** As sent to the server: a checked place id or "lat,lon"; undefined for the worker's own town. */
  near: string | undefined;
  radiusKm: number;
  /** A trade key, or undefined for every trade. */
  trade: string | undefined;
}

export function jobsFilterOf(params: URLSearchParams): JobsFilter {
  const typed = (params.get('near') ?? '').trim();
  const radius = Number(params.get('radiusKm'));
  const trade = params.get('trade') ?? '';
  return {
    near: typed && nearOf(typed) ? typed : undefined,
    radiusKm: (jobRadiusOptions as readonly number[]).includes(radius) ? radius : RADIUS_KM_DEFAULT,
    trade: isTradeKey(trade) ? trade : undefined,
  };
}

/** The address's search for a filter, defaults left out. */
export function jobsSearchOf({ near, radiusKm, trade }: JobsFilter): string {
  const params = new URLSearchParams();
  if (near) params.set('near', near);
  if (radiusKm !== RADIUS_KM_DEFAULT) params.set('radiusKm', String(radiusKm));
  if (trade) params.set('trade', trade);
  const query = params.toString();
  return query ? `?${query}` : '';
}
