// The profile forms' check, fetched when a form is first used (docs/decisions/014, 2026-11-28) so the page
// paints without zod: formats from the contract's schema, plus the spec's required fields per role (section 5).
import { authMessages, profileFieldsSchema, profileMessages, type UserType } from '@kaamsetu/contract';
import { fieldErrorKeysFor } from '../../lib/contract-messages';
import type { PhotoProblem } from '../../lib/photo-file';
import { fieldsFor, type ProfileField, type ProfileValues } from './profile-form-values';

const requiredMessage = {
  name: 'nameRequired',
  location: 'locationRequired',
  contactNumber: 'contactRequired',
  skills: 'skillsRequired',
} as const;

/** The spec's profile forms require these (section 5); the server requires the same. */
const requiredByRole: Record<UserType, readonly (keyof typeof requiredMessage)[]> = {
  Labourer: ['name', 'location', 'contactNumber', 'skills'],
  Employer: ['name'],
};

// The format problems the profile schema can report for these fields (its name message is the sign-in form's);
// any other message reads as 'invalidField'.
const profileErrorKeys = fieldErrorKeysFor({
  nameRequired: authMessages.nameRequired,
  tooLong: profileMessages.tooLong,
  invalidEmail: profileMessages.invalidEmail,
  invalidTime: profileMessages.invalidTime,
});
type FormatErrorKey = ReturnType<typeof profileErrorKeys> extends Map<string, infer K> ? K : never;
type PhotoErrorKey = 'photoRequired' | PhotoProblem;
export type ProfileErrorKey = FormatErrorKey | (typeof requiredMessage)[keyof typeof requiredMessage] | PhotoErrorKey;
export type ProfileErrors = Partial<Record<ProfileField, ProfileErrorKey>>;

/** The first problem of each field the role fills in; empty when the form may be sent. */
export function checkProfile(
  role: UserType,
  values: ProfileValues,
  { id, photoMissing = false }: { id: string; photoMissing?: boolean },
): ProfileErrors {
  const errors: ProfileErrors = {};
  if (photoMissing) errors.photo = 'photoRequired';
  const parsed = profileFieldsSchema.safeParse({ id, ...fieldsFor(role, values) });
  if (!parsed.success) {
    for (const [field, key] of profileErrorKeys(parsed.error.issues)) {
      if (field in values) errors[field as keyof ProfileValues] ??= key;
    }
  }
  for (const field of requiredByRole[role]) {
    if (values[field].trim() === '') errors[field] = requiredMessage[field];
  }
  return errors;
}
