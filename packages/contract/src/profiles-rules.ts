// Profiles' messages and limits, without zod: a page that only shows profiles does not load zod with them
// (issue 19). profiles.ts builds its schemas on these.

export const profileMessages = {
  userTypeMismatch: 'User Type mismatch',
  locationRequired: 'Enter your location',
  skillsRequired: 'Enter at least one skill',
  contactRequired: 'Enter your contact number',
  invalidEmail: 'Enter a valid email address',
  invalidTime: 'Enter a time like 09:30',
  tooLong: 'This is too long',
  photoRequired: 'Upload Image!!',
  photoInvalid: 'The photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'The photo must be at most 5 MB',
  photoTooManyPixels: 'The photo is too large to process',
  notYourProfile: 'You can only change your own profile',
  numberChangeRefused: 'Your mobile number cannot be changed here',
  profileUpdated: 'Profile updated successfully!',
  profileNotFound: 'Profile not found',
  availabilityForWorkers: 'Only a worker with a profile can mark themselves free',
  positionNeedsProfile: 'Fill in your profile first, then share your location',
} as const;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Profiles per search page when the caller does not ask for a size. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_MAX = 50;
