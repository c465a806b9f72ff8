// A person's profile status as one phrase, "Complete" or "Missing: photo, skills" (issue 21): the same on
// the person's card and in Track Incomplete Profiles, so the two never read "Completed" beside "Missing".
import { profileGapNames } from '@kaamsetu/contract';
import type { Translate } from '../../i18n/i18n';

const knownGaps = new Set<string>(profileGapNames);

export function profileStatusPhrase(t: Translate, complete: boolean, missing: readonly string[]): string {
  if (complete) return t('profileStatus.complete');
  // A gap this screen has no word for yet is left out rather than shown as a raw key.
  const gaps = missing.filter((gap) => knownGaps.has(gap)).map((gap) => t(`profileStatus.gaps.${gap}`));
  return gaps.length === 0 ? t('profileStatus.incomplete') : t('profileStatus.missing', { items: gaps.join(', ') });
}
