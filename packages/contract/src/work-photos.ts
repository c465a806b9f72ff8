// Photos of a worker's past work, shown on their public profile: up to WORK_PHOTOS_MAX, each with an optional
// caption. They go through the same pipeline as profile photos (re-encoded, EXIF dropped, thumbnail).
import { z } from 'zod';
import { WORK_PHOTO_CAPTION_MAX } from './work-photos-rules.js';

export const workPhotoCaptionSchema = z.string().trim().max(WORK_PHOTO_CAPTION_MAX);

export const workPhotoSchema = z.object({
  id: z.string(),
  /** Full size (at most 800 px) and the 160 px thumbnail. */
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  caption: z.string(),
  createdAt: z.string(),
});
export type WorkPhoto = z.infer<typeof workPhotoSchema>;

/** GET /api/profiles/{id}/work-photos: oldest first, as the worker added them. */
export const workPhotosResponseSchema = z.object({ success: z.literal(true), photos: z.array(workPhotoSchema) });
export type WorkPhotosResponse = z.infer<typeof workPhotosResponseSchema>;

/** POST /api/work-photos (multipart: `file`, optional `caption`) → 201; PATCH /api/work-photos/{id} → 200. */
export const workPhotoResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  photo: workPhotoSchema,
});
export type WorkPhotoResponse = z.infer<typeof workPhotoResponseSchema>;

export const workPhotoCaptionRequestSchema = z.object({ caption: workPhotoCaptionSchema });
export type WorkPhotoCaptionRequest = z.input<typeof workPhotoCaptionRequestSchema>;

/** POST /api/staff/work-photos/{id}/remove: staff take a photo down, with a reason (audited). */
export const removeWorkPhotoRequestSchema = z.object({ reason: z.string().trim().min(3).max(300) });
export type RemoveWorkPhotoRequest = z.input<typeof removeWorkPhotoRequestSchema>;
