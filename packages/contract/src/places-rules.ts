// Places' messages and limits, without zod: a page that only needs the default radius or a message does not
// load zod with them (issue 19). places.ts builds its schemas on these.
import { languages } from './languages.js';

export const placesMessages = {
  placeNotFound: 'Place not found',
  nearInvalid: 'Choose a place from the list, or allow your location',
  langInvalid: `lang must be one of: ${languages.join(', ')}`,
} as const;

export const PLACE_SUGGESTIONS_MAX = 10;
/** The longest text (trimmed) a place suggestion is asked for. */
export const PLACE_QUERY_MAX_LENGTH = 80;
export const RADIUS_KM_DEFAULT = 25;
export const RADIUS_KM_MAX = 200;
/** The longest `near` looked at: a place id or a rounded "lat,lon" is never longer. */
export const NEAR_PARAM_MAX_LENGTH = 40;
// India and its islands with a margin: a point outside is a mistake, not a place we serve.
export const INDIA_LATITUDE = { min: 6, max: 37.5 } as const;
export const INDIA_LONGITUDE = { min: 68, max: 97.5 } as const;

/** A point a distance is measured from: a place, or a person's own position (rounded to about 1 km). */
export type Near = { placeId: number } | { lat: number; lon: number };

const within = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;

/**
 * `near` as typed (trimmed first): a place id ("1269515"), or "lat,lon" ("26.92,75.79") in India, rounded to
 * about 1 km; null when it is neither. nearParamSchema gives the same answer (places-rules.test.ts).
 */
export function nearOf(value: string): Near | null {
  const typed = value.trim();
  if (typed.length > NEAR_PARAM_MAX_LENGTH) return null;
  if (/^\d{1,10}$/.test(typed)) return { placeId: Number(typed) };
  const match = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(typed);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (!within(lat, INDIA_LATITUDE) || !within(lon, INDIA_LONGITUDE)) return null;
  // About 1 km: a person's position is never kept or compared more exactly than that.
  return { lat: Math.round(lat * 100) / 100, lon: Math.round(lon * 100) / 100 };
}
