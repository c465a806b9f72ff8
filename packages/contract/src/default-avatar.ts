// The picture of a person without a photo. Apart from profiles-rules.ts so a page that shows a profile does not
// load the profile form's messages with it (issue 19).
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';
