// What a person's profile still lacks, as staff read it ("Missing: photo, skills"): one list for the
// Track Incomplete Profiles table and the person's card, so the two never disagree.
import type { ProfileGap, UserType } from '@kaamsetu/contract';
import { placeOf } from '../profiles/profile-cards.js';
import type { ProfileDetailsRow } from './people.repository.js';

export function profileGaps(row: ProfileDetailsRow & { role: UserType }): ProfileGap[] {
  const labourer = row.role === 'Labourer';
  const placed = placeOf({ location: row.location ?? '', city: row.city ?? '', state: row.state ?? '' });
  return [
    ...(row.photo_key ? [] : ['photo' as const]),
    ...(placed ? [] : ['location' as const]),
    ...(labourer && !(row.skills ?? []).join('') ? ['skills' as const] : []),
    ...(labourer && !row.work_experience ? ['workExperience' as const] : []),
    ...(!labourer && !row.company_name ? ['companyName' as const] : []),
  ];
}
