// Profiles people started but did not finish, computed from the real rows (demo and blocked people left
// out), so staff can call them and complete the missing parts.
import { backOfficeMessages } from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import { imageUrl, placeOf } from '../profiles/profile-cards.js';
import type { Actor, BackOfficeContext } from './back-office-context.js';
import { savePersonProfile } from './people.service.js';
import * as people from './people.repository.js';
import { profileGaps } from './profile-gaps.js';

export async function listIncompleteProfiles(ctx: BackOfficeContext) {
  const rows = await people.incompleteProfiles(ctx.db);
  return {
    success: true as const,
    profiles: rows.map((row) => {
      const location = placeOf({ location: row.location ?? '', city: row.city ?? '', state: row.state ?? '' });
      const skills = (row.skills ?? []).join(', ');
      return {
        id: row.id,
        name: row.name,
        contact: row.phone,
        location,
        type: row.role,
        skills,
        workExperience: row.work_experience ?? '',
        status: 'Pending' as const,
        profilePic: imageUrl(ctx.profiles.storage, row.photo_key),
        missing: profileGaps(row),
      };
    }),
  };
}

/**
 * The Complete Profile modal: name and location; skills and work experience too for Labourers; and the
 * person's photo when staff have one, processed and stored as the person's own upload is.
 */
export async function completeProfile(
  ctx: BackOfficeContext,
  actor: Actor,
  personId: string,
  input: { name: string; location: string; skills: string; workExperience: string; placeId?: number | null },
  photo?: Buffer,
) {
  const person = await people.findRole(ctx.db, personId);
  if (!person) throw new AppError('NOT_FOUND', 'Profile not found');
  if (person.role === 'Labourer') {
    if (!input.skills) throw new AppError('VALIDATION_FAILED', backOfficeMessages.skillsRequired);
    if (!input.workExperience) throw new AppError('VALIDATION_FAILED', backOfficeMessages.workExperienceRequired);
  }
  const fields =
    person.role === 'Labourer' ? input : { name: input.name, location: input.location, placeId: input.placeId };
  return savePersonProfile(ctx, actor, personId, { fields, photo, mode: 'complete' });
}

/** People whose typed location matched no place: staff pick one for them through the person edit. */
export async function listUnplacedProfiles(ctx: BackOfficeContext) {
  const rows = await people.unplacedProfiles(ctx.db);
  return {
    success: true as const,
    profiles: rows.map((row) => ({
      id: row.id,
      name: row.name,
      userType: row.role,
      location: row.location,
      city: row.city,
      state: row.state,
    })),
  };
}
