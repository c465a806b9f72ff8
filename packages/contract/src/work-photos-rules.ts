// Work photos' limits and messages, without zod: a page that only shows photos does not load zod with them
// (issue 19). work-photos.ts builds its schemas on these.

export const WORK_PHOTOS_MAX = 6;
export const WORK_PHOTO_CAPTION_MAX = 120;

export const workPhotoMessages = {
  onlyLabourers: 'Only workers can add photos of their work.',
  tooMany: 'You can add up to 6 photos of your work. Remove one to add another.',
  photoAdded: 'Photo added.',
  photoRemoved: 'Photo removed.',
  captionSaved: 'Caption saved.',
  photoNotFound: 'Photo not found',
  removedByStaff: 'The photo was removed.',
} as const;
