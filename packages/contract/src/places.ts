// Places and distance (ours, not the spec's): the gazetteer of Indian places a person picks where they live
// or work from, and the `near` a search or a job feed measures distance from.
import { z } from 'zod';
import { languages } from './languages.js';
import {
  INDIA_LATITUDE,
  INDIA_LONGITUDE,
  NEAR_PARAM_MAX_LENGTH,
  nearOf,
  placesMessages,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_SUGGESTIONS_MAX,
  RADIUS_KM_MAX,
  type Near,
} from './places-rules.js';

export const placeIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A picked place on a form: its id (a number, or digits from a multipart form), or null / '' for none. */
export const placeChoiceSchema = z.union([
  z.number().int().positive().max(2_147_483_647),
  z.null(),
  z.literal('').transform(() => null),
  z
    .string()
    .regex(/^\d{1,10}$/, placesMessages.placeNotFound)
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
]);

export const placeSchema = z.object({
  id: z.number().int().positive(),
  /** In Latin letters, as GeoNames spells it ("Bengaluru"). */
  name: z.string(),
  /**
   * In suggestions only: the Devanagari or Tamil name the person typed, when they typed one; else the name in
   * the `lang` asked for, where the gazetteer has one (Devanagari for hi and mr, Tamil for ta).
   */
  localName: z.string().optional(),
  state: z.string(),
  district: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * GET /api/places?q=&lang= : places whose name starts with what was typed, in any script, biggest first, with
 * their names in the reader's language (`lang`, default English: Latin names only).
 */
export const placeSuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(PLACE_QUERY_MAX_LENGTH),
  limit: z.coerce.number().int().min(1).max(PLACE_SUGGESTIONS_MAX).optional().default(PLACE_SUGGESTIONS_MAX),
  lang: z.enum(languages, { error: placesMessages.langInvalid }).optional(),
});
export type PlaceSuggestQuery = z.input<typeof placeSuggestQuerySchema>;
export const placeListResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlaceListResponse = z.infer<typeof placeListResponseSchema>;

/** GET /api/places/{id} */
export const placeResponseSchema = z.object({ place: placeSchema });
export type PlaceResponse = z.infer<typeof placeResponseSchema>;

const latitude = z.number().min(INDIA_LATITUDE.min).max(INDIA_LATITUDE.max);
const longitude = z.number().min(INDIA_LONGITUDE.min).max(INDIA_LONGITUDE.max);

/** `near` as a query parameter: a place id ("1269515") or "lat,lon" ("26.92,75.79"). */
export const nearParamSchema = z
  .string()
  .trim()
  .max(NEAR_PARAM_MAX_LENGTH)
  .transform((value, context): Near => {
    const near = nearOf(value);
    if (!near) {
      context.addIssue({ code: 'custom', message: placesMessages.nearInvalid });
      return z.NEVER;
    }
    return near;
  });

export const radiusKmSchema = z.coerce.number().int().min(1).max(RADIUS_KM_MAX);

/** A person's own position, as the phone gave it with their consent: kept rounded to about 1 km. */
export const ownPositionSchema = z.object({ lat: latitude, lon: longitude }).transform(({ lat, lon }) => ({
  lat: Math.round(lat * 100) / 100,
  lon: Math.round(lon * 100) / 100,
}));
export type OwnPosition = z.output<typeof ownPositionSchema>;

/**
 * PUT /api/me/position (ours) `{lat, lon}`: distances to this person (search, matching, applicants) are measured
 * from here instead of from their place, rounded to about 1 km; a profile save keeps it. DELETE /api/me/position
 * goes back to the place. Both answer the position now in use as their own, or null.
 */
export const ownPositionResponseSchema = z.object({
  ownPosition: z.object({ lat: z.number(), lon: z.number() }).nullable(),
});
export type OwnPositionResponse = z.infer<typeof ownPositionResponseSchema>;
