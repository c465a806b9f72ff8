// Profiles and search: request and response schemas of the spec's profile API (section 7) and the
// richer search the web app uses. Contact numbers appear only in a person's own profile.
import { z } from 'zod';
import { userTypeSchema } from './auth.js';
import { nearParamSchema, placeChoiceSchema, placeSchema, radiusKmSchema } from './places.js';
import { badgesSchema, ratingSchema } from './trust.js';
import { profileMessages, SEARCH_PAGE_SIZE, SEARCH_PAGE_MAX } from './profiles-rules.js';

// Profile fields: missing means "keep what is stored", an empty string means "clear it".
const optionalText = (max: number) => z.string().trim().max(max, profileMessages.tooLong).optional();

export const timeOfDaySchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, profileMessages.invalidTime);

const optionalTime = z.union([z.literal(''), timeOfDaySchema]).optional();

/** The body `id` of the spec's calls; the server checks it against the token. */
export const profileIdSchema = z.string().trim().min(1).max(64);

export const profileFieldsSchema = z.object({
  id: profileIdSchema,
  name: z.string().trim().min(1, 'Enter your name').max(80, profileMessages.tooLong),
  location: optionalText(200),
  city: optionalText(80),
  state: optionalText(80),
  pincode: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code'),
    ])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** Comma-separated, as the spec's clients send it. */
  skills: optionalText(500),
  workExperience: optionalText(1000),
  contactNumber: optionalText(32),
  email: z.union([z.literal(''), z.string().trim().max(254).email(profileMessages.invalidEmail)]).optional(),
  companyName: optionalText(120),
  businessType: optionalText(120),
  callTimeStart: optionalTime,
  callTimeEnd: optionalTime,
  /**
   * Ours, not the spec's (optional): the place picked from the gazetteer (GET /api/places); null clears it.
   * Without it the server matches `city` and `location` to a place on every save.
   */
  placeId: placeChoiceSchema.optional(),
});
export type ProfileFields = z.input<typeof profileFieldsSchema>;

/** POST /api/users/protected/get-profile */
export const getProfileRequestSchema = z.object({
  id: profileIdSchema,
  userTypeRequired: userTypeSchema.optional(),
});
export type GetProfileRequest = z.input<typeof getProfileRequestSchema>;

/**
 * PUT /api/me/availability (ours): "Free today" or "Free tomorrow" with one tap, null to take it back. It
 * lapses by itself at the end of that India day. Staff set it for people they onboarded by phone through
 * PUT /api/staff/people/{id}/availability.
 */
export const availabilityRequestSchema = z.object({ day: z.enum(['today', 'tomorrow']).nullable() });
export type AvailabilityRequest = z.input<typeof availabilityRequestSchema>;
export const availabilityResponseSchema = z.object({
  /** The India date the person said they are free on (today or tomorrow), or null; a past one means nothing. */
  availableOn: z.string().nullable(),
  freeToday: z.boolean(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const ownProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  userType: userTypeSchema,
  location: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  skills: z.string(),
  /**
   * Ours (optional): the trade key of each skill of the comma-separated `skills`, in order, null where a skill
   * names no trade ("Raj Mistri, Tiles" → ["mason", "tiler"]), so a page can name them in its reader's language.
   */
  skillTrades: z.array(z.string().nullable()).optional(),
  workExperience: z.string(),
  contactNumber: z.string(),
  email: z.string(),
  companyName: z.string(),
  businessType: z.string(),
  callTimeStart: z.string(),
  callTimeEnd: z.string(),
  /** Full-size photo URL (the default avatar when there is none); the spec's clients read either name. */
  imageUrl: z.string(),
  profileImage: z.string(),
  /** Ours (optional): the 160 px thumbnail of the photo, when there is one, for a `srcset` beside the full one. */
  thumbnailUrl: z.string().optional(),
  hasPhoto: z.boolean(),
  profileComplete: z.boolean(),
  /** Ours, not the spec's (optional): stars from visible reviews and the person's badges. */
  rating: ratingSchema.optional(),
  badges: badgesSchema.optional(),
  /** Ours (optional): the gazetteer place the profile is at, when one was picked or matched. */
  place: placeSchema.nullable().optional(),
  /** Ours (optional, own profile only): the day the worker said they are free, while it is today or later. */
  availability: availabilityResponseSchema.optional(),
  /** Ours (optional, own profile only): the person's own position distances use, when they shared it. */
  ownPosition: z.object({ lat: z.number(), lon: z.number() }).optional(),
  /** Ours (optional): true for a sample person made up for a fresh install (a demo profile); absent for real people. */
  sample: z.boolean().optional(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const getProfileResponseSchema = z.object({ profile: ownProfileSchema });
export type GetProfileResponse = z.infer<typeof getProfileResponseSchema>;

export const profileSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  profile: ownProfileSchema,
  forwardLink: z.string(),
});
export type ProfileSavedResponse = z.infer<typeof profileSavedResponseSchema>;

/** What anyone signed in may see of another person: never the contact number. */
export const publicProfileSchema = ownProfileSchema.omit({ contactNumber: true, email: true, hasPhoto: true });
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ success: z.literal(true), profile: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

export const profileCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  skills: z.string(),
  /**
   * Ours (optional): the trade key of each skill of the comma-separated `skills`, in order, null where a skill
   * names no trade ("Raj Mistri, Tiles" → ["mason", "tiler"]), so a page can name them in its reader's language.
   */
  skillTrades: z.array(z.string().nullable()).optional(),
  location: z.string(),
  userType: userTypeSchema,
  /** Thumbnail URL (160 px) or the default avatar. */
  profileImage: z.string(),
  /** The person's call window ("HH:MM", India time; '' when not given). Ours, not the spec's: optional. */
  callTimeStart: z.string().optional(),
  callTimeEnd: z.string().optional(),
  rating: ratingSchema.optional(),
  badges: badgesSchema.optional(),
  /** Ours (optional): kilometres from the search's `near`, one decimal; only when the search had one. */
  distanceKm: z.number().min(0).optional(),
  /** Ours (optional): the worker said they are free today (India date). */
  freeToday: z.boolean().optional(),
  /** Ours (optional): true for a sample person (a demo profile); absent for real people. */
  sample: z.boolean().optional(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileListResponseSchema = z.object({ profiles: z.array(profileCardSchema) });
export type ProfileListResponse = z.infer<typeof profileListResponseSchema>;

/** POST /api/users/protected/get-random-profiles and search-profiles: the caller's id in the body. */
export const callerIdRequestSchema = z.object({ id: profileIdSchema });
export type CallerIdRequest = z.input<typeof callerIdRequestSchema>;
export const searchProfilesQuerySchema = z.object({ query: z.string().max(200).optional().default('') });
export type SearchProfilesQuery = z.input<typeof searchProfilesQuerySchema>;

/** GET /api/search/profiles */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  type: userTypeSchema.optional(),
  location: z.string().trim().max(100).optional(),
  skill: z.string().trim().max(100).optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).optional().default(SEARCH_PAGE_SIZE),
  /** Ours, not the spec's: `true` keeps only people staff checked (an ID check or a verified business). */
  verified: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /**
   * Ours: a place id or "lat,lon"; results within `radiusKm` (default 25) of it, nearest first within each
   * relevance tier. Without it, a place named in `q` ("painter jaipur") becomes the `near`.
   */
  near: nearParamSchema.optional(),
  radiusKm: radiusKmSchema.optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export const searchResponseSchema = z.object({
  success: z.literal(true),
  profiles: z.array(profileCardSchema),
  nextCursor: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
