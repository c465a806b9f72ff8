// A search near somewhere, as it stands in Home's address: ?near= holds a place id ("1269515") or the phone's
// rounded position ("26.92,75.79"), ?radiusKm= one of the distances offered (the server's default otherwise).
import { nearOf, RADIUS_KM_DEFAULT, type Near } from '@kaamsetu/contract';

export const nearRadiusOptions = [5, 10, 25, 50] as const;

export interface NearSearch {
  /** As the server reads it, when the address holds a valid one. */
  near: Near | undefined;
  /** As sent: the address's own text, once checked. */
  nearParam: string | undefined;
  radiusKm: number;
}

export function nearSearchOf(params: URLSearchParams): NearSearch {
  const typed = params.get('near') ?? '';
  const near = typed ? nearOf(typed) : null;
  const radius = Number(params.get('radiusKm'));
  return {
    near: near ?? undefined,
    nearParam: near ? typed.trim() : undefined,
    radiusKm: (nearRadiusOptions as readonly number[]).includes(radius) ? radius : RADIUS_KM_DEFAULT,
  };
}

/** Writes a near search into the address's parameters (the default distance left out). */
export function setNearSearch(params: URLSearchParams, nearParam: string | undefined, radiusKm: number): void {
  if (nearParam) params.set('near', nearParam);
  if (radiusKm !== RADIUS_KM_DEFAULT) params.set('radiusKm', String(radiusKm));
}
