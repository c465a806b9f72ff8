// The details staff type for a person: which fields each form shows per role, the form's values from a
// stored person, and the checks that run before anything is sent (formats from the contract's
// staffPersonUpdateSchema; a Labourer's location and skills are required, as in the profile forms (spec §5)
// and on the server, for every save).
import { DEFAULT_AVATAR_URL, staffPersonUpdateSchema, type StaffPerson, type UserType } from '@kaamsetu/contract';
import { fieldErrors } from './back-office-messages';

export type PersonField = 'name' | 'location' | 'skills' | 'workExperience' | 'companyName' | 'email';
export type PersonValues = Record<PersonField, string>;
/** Catalogue keys of each field's first problem; `photo` for the onboarding step's picture. */
export type PersonErrors = Partial<Record<PersonField | 'photo', string>>;

/** Search & Modify: what staff may change (email only for Employers, skills only for Labourers: spec §6). */
export const editFields: Record<UserType, readonly PersonField[]> = {
  Labourer: ['name', 'location', 'skills', 'workExperience'],
  Employer: ['name', 'location', 'companyName', 'email'],
};

/** Step 3 of Add Labourer / Add Employer (spec §2); the Labourer's name was typed in step 1. */
export const profileStepFields: Record<UserType, readonly PersonField[]> = {
  Labourer: ['location', 'skills', 'workExperience'],
  Employer: ['name', 'location', 'companyName', 'email'],
};

// backOfficeMessages.locationRequired and .skillsRequired, which the server answers with too.
const labourerRequired: Partial<Record<PersonField, string>> = {
  location: 'messages.locationRequired',
  skills: 'messages.skillsRequired',
};

export function valuesOf(person: StaffPerson): PersonValues {
  return {
    name: person.name,
    location: person.location,
    skills: person.skills,
    workExperience: person.workExperience,
    companyName: person.companyName,
    email: person.email,
  };
}

export const emptyValues: PersonValues = {
  name: '',
  location: '',
  skills: '',
  workExperience: '',
  companyName: '',
  email: '',
};

export function hasPhoto(person: StaffPerson): boolean {
  return person.imageUrl !== '' && person.imageUrl !== DEFAULT_AVATAR_URL;
}

/** The fields as sent: trimmed. */
export function trimmed(fields: readonly PersonField[], values: PersonValues): Partial<PersonValues> {
  return Object.fromEntries(fields.map((field) => [field, values[field].trim()]));
}

/** The first problem of each shown field; empty when the form may be sent. */
export function checkPerson(role: UserType, fields: readonly PersonField[], values: PersonValues): PersonErrors {
  const errors: PersonErrors = {};
  const parsed = staffPersonUpdateSchema.safeParse(trimmed(fields, values));
  if (!parsed.success) {
    for (const [field, key] of fieldErrors(parsed.error.issues)) {
      if ((fields as readonly string[]).includes(field)) errors[field as PersonField] ??= key;
    }
  }
  if (role === 'Labourer') {
    for (const field of fields) {
      const required = labourerRequired[field];
      if (required && values[field].trim() === '') errors[field] = required;
    }
  }
  return errors;
}
