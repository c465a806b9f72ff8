// The details of a profile as a list of label and value: the own profile page and the public profile page
// show the same rows, each adding its own (the own number, or why it is hidden) on top; the own page also shows
// the place on the map the location was matched to.
import type { ReactNode } from 'react';
import { namedSkills, type Place, type PublicProfile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { callTimesText } from '../../../lib/call-times';
import { placeLabel } from '../../../components/places/place-text';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface ProfileFactsProps {
  profile: PublicProfile;
  /** The own profile's place on the map (the gazetteer's), which distances in search are measured from. */
  place?: Place | null | undefined;
  children?: ReactNode;
}

export function ProfileFacts({ profile, place, children }: ProfileFactsProps) {
  const { t, language } = useTranslation('profiles');
  const { t: tPeople } = useTranslation('people');
  const { t: tPlaces } = useTranslation('places');
  const { t: tradeName } = useTranslation('trades');
  const notAdded = t('notAdded');
  return (
    <dl className="profile-facts">
      {children}
      {profile.userType === 'Labourer' ? (
        <>
          <Fact label={t('fields.skills')}>
            {namedSkills(profile.skills, profile.skillTrades, tradeName) || tPeople('noSkills')}
          </Fact>
          <Fact label={t('fields.workExperience')}>{profile.workExperience || notAdded}</Fact>
        </>
      ) : (
        <>
          <Fact label={t('fields.companyName')}>{profile.companyName || notAdded}</Fact>
          <Fact label={t('fields.businessType')}>{profile.businessType || notAdded}</Fact>
        </>
      )}
      <Fact label={t('fields.location')}>{profile.location || tPeople('noLocation')}</Fact>
      {place ? <Fact label={t('fields.place')}>{placeLabel(place, tPlaces)}</Fact> : null}
      <Fact label={t('fields.callTimes')}>{callTimesText(tPeople, language, profile) ?? notAdded}</Fact>
    </dl>
  );
}
