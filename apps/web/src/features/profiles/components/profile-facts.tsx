// The details of a profile as a list of label and value: the own profile page and the public profile page
// show the same rows, each adding its own (the own number, or why it is hidden) on top.
import type { ReactNode } from 'react';
import { skillsInLanguage, type PublicProfile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { callTimesText } from '../../../lib/call-times';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ProfileFacts({ profile, children }: { profile: PublicProfile; children?: ReactNode }) {
  const { t, language } = useTranslation('profiles');
  const notAdded = t('notAdded');
  return (
    <dl className="profile-facts">
      {children}
      {profile.userType === 'Labourer' ? (
        <>
          <Fact label={t('fields.skills')}>{skillsInLanguage(profile.skills, language) || t('noSkills')}</Fact>
          <Fact label={t('fields.workExperience')}>{profile.workExperience || notAdded}</Fact>
        </>
      ) : (
        <>
          <Fact label={t('fields.companyName')}>{profile.companyName || notAdded}</Fact>
          <Fact label={t('fields.businessType')}>{profile.businessType || notAdded}</Fact>
        </>
      )}
      <Fact label={t('fields.location')}>{profile.location || t('noLocation')}</Fact>
      <Fact label={t('fields.callTimes')}>{callTimesText(t, language, profile) ?? notAdded}</Fact>
    </dl>
  );
}
