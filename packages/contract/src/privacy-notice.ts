// The version of the privacy notice people agree to at sign-up (web: auth catalogue "consent"; staff
// onboarding: the notice SMS). Change it whenever the notice's meaning changes, so consent records say which
// text each person saw.
export const PRIVACY_NOTICE_VERSION = '2026-11-25';
