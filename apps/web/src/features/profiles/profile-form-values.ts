// What the profile forms hold: which fields each role fills in and the form's values from a saved profile.
// The check that runs before anything is sent is profile-check.ts, fetched when the form is first used.
import { formatIndianMobile, type OwnProfile, type UserType } from '@kaamsetu/contract';

export interface ProfileValues {
  name: string;
  location: string;
  /** As shown: "98765 43210". The own number is sent as stored, never from this text. */
  contactNumber: string;
  skills: string;
  workExperience: string;
  email: string;
  companyName: string;
  businessType: string;
  callTimeStart: string;
  callTimeEnd: string;
  /**
   * The place picked in the location box (its id, as digits) since the box was last typed in; '' for none, and
   * then the server matches the typed location itself (or keeps the stored place while it is unchanged).
   */
  placeId: string;
}

export type ProfileField = keyof ProfileValues | 'photo';

/** Form order, so the first field with a problem is the one that gets the focus. */
export const profileFieldOrder: readonly ProfileField[] = [
  'photo',
  'name',
  'location',
  'contactNumber',
  'skills',
  'workExperience',
  'email',
  'companyName',
  'businessType',
  'callTimeStart',
  'callTimeEnd',
];

/** The id of a field's control, so a form can focus the first one with a problem. */
export function controlId(idPrefix: string, field: ProfileField): string {
  return `${idPrefix}-${field}`;
}

type TextField = Exclude<keyof ProfileValues, 'contactNumber' | 'placeId'>;

/** The text fields each role edits (email only for Employers, skills only for Labourers: spec section 6). */
const roleFields: Record<UserType, readonly TextField[]> = {
  Labourer: ['name', 'location', 'skills', 'workExperience', 'callTimeStart', 'callTimeEnd'],
  Employer: ['name', 'location', 'email', 'companyName', 'businessType', 'callTimeStart', 'callTimeEnd'],
};

export function valuesOf(profile: OwnProfile): ProfileValues {
  return {
    name: profile.name,
    location: profile.location,
    contactNumber: profile.contactNumber ? formatIndianMobile(profile.contactNumber) : '',
    skills: profile.skills,
    workExperience: profile.workExperience,
    email: profile.email,
    companyName: profile.companyName,
    businessType: profile.businessType,
    callTimeStart: profile.callTimeStart,
    callTimeEnd: profile.callTimeEnd,
    placeId: '',
  };
}

/** The picked place as the contract's `placeId`, or nothing: a location typed by hand is matched by the server. */
export function placeFor(values: ProfileValues): { placeId?: number } {
  return values.placeId ? { placeId: Number(values.placeId) } : {};
}

/** The text fields a role sends, trimmed; an empty one is sent as "", which the contract reads as not given. */
export function fieldsFor(role: UserType, values: ProfileValues): Partial<Record<TextField, string>> {
  return Object.fromEntries(roleFields[role].map((field) => [field, values[field].trim()]));
}

/**
 * Saved details the forms do not show, sent back unchanged: a save replaces the whole profile, and these
 * may have been filled in elsewhere (by staff, or an older client).
 */
export function keptFields(profile: OwnProfile): { city: string; state: string; pincode: string } {
  return { city: profile.city, state: profile.state, pincode: profile.pincode };
}
