// The profile photo rules the browser checks before an upload (the server checks the same): JPEG, PNG or
// WebP, not empty, at most PHOTO_MAX_BYTES. Profile forms and the back office's onboarding both use them.
import { PHOTO_MAX_BYTES } from '@kaamsetu/contract';

export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PhotoProblem = 'photoInvalid' | 'photoTooLarge';

/** Why a chosen photo cannot be sent, checked before the upload so nobody waits for a refusal. */
export function photoProblem(file: File): PhotoProblem | undefined {
  if (!(acceptedPhotoTypes as readonly string[]).includes(file.type)) return 'photoInvalid';
  if (file.size > PHOTO_MAX_BYTES) return 'photoTooLarge';
  if (file.size === 0) return 'photoInvalid';
  return undefined;
}
