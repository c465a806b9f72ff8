// /app/profile: the signed-in person's own profile, in view mode and edit mode (Edit Profile / Cancel / Save,
// spec section 4). The photo changes through the profile form, which the page links to. "Your data" is where
// the person downloads everything kept about them or deletes the account (DPDP Act 2023). "Rate {name}" asks
// for a review of everyone met through KaamSetu; the reviews about the person are listed to read and reply to.
// "Distances to you" lets the person measure distances from their phone's position instead of their town.
import '../../../components/ui/wallet-list.css';
import '../profiles.css';
import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { formatIndianMobile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { FormStatus, type Notice } from '../../../components/ui/form-notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useOwnProfile } from '../../../lib/get-own-profile';
import { StandingBanner } from '../../../components/safety/standing-banner';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Fact, ProfileFacts } from '../components/profile-facts';
import { MyMediationRequests } from '../components/my-mediation-requests';
import { DownloadMyData } from '../components/download-my-data';
import { DeleteAccount } from '../components/delete-account';
import { LogOut } from '../components/log-out';
import { ProfileHeader } from '../components/profile-header';
import { OwnVerification } from '../components/own-verification';
import { OwnPosition } from '../components/own-position';
import { useOwnVerification } from '../api/get-own-verification';
import { ProfileReviews } from '../components/profile-reviews';
import { RatePrompts } from '../../../components/trust/rate-prompts';
import { PencilIcon } from '../../../components/ui/icons';

// Edit mode, and the schema its form checks with, load when the person presses Edit Profile: the profile's first
// paint must not carry zod (issue 19).
const ProfileEditor = lazy(() => import('../components/own-profile-editor'));
// A worker's own photos, with adding and removing them, load only for a worker: an Employer's profile has none.
const OwnWorkPhotos = lazy(() => import('../components/own-work-photos'));

const setupPaths = {
  Labourer: paths.app.createLabourerProfile,
  Employer: paths.app.completeEmployerProfile,
} as const;

export default function OwnProfilePage() {
  const { t } = useTranslation('ownProfile');
  const { t: tProfiles } = useTranslation('profiles');
  useTranslation('trades');
  useDocumentTitle(t('own.title'));
  const query = useOwnProfile();
  const verification = useOwnVerification();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<Notice | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const profile = query.data?.profile;

  // Back in view mode, the focus returns to the button that opened the form.
  function closeEditor(notice: Notice | null) {
    flushSync(() => {
      setEditing(false);
      setStatus(notice);
    });
    editButtonRef.current?.focus();
  }

  return (
    <section className="narrow" aria-labelledby="own-profile-title">
      <h1 id="own-profile-title">{t('own.title')}</h1>
      <StandingBanner />
      <FormStatus t={tProfiles} notice={status} />
      {profile ? (
        editing ? (
          <Suspense fallback={<PageLoading />}>
            <ProfileEditor
              profile={profile}
              onSaved={() => closeEditor({ key: 'updated' })}
              onCancel={() => closeEditor(null)}
            />
          </Suspense>
        ) : (
          <>
            <ProfileHeader profile={profile} idCheck={verification.data?.idCheck} />
            {profile.profileComplete ? null : (
              <p className="profile-incomplete">
                {t('own.incomplete')} <Link to={setupPaths[profile.userType]}>{t('own.completeLink')}</Link>
              </p>
            )}
            <ProfileFacts profile={profile} place={profile.place}>
              <Fact label={tProfiles('fields.contactNumber')}>
                {profile.contactNumber ? formatIndianMobile(profile.contactNumber) : tProfiles('notAdded')}
              </Fact>
              {profile.userType === 'Employer' ? (
                <Fact label={tProfiles('fields.email')}>{profile.email || tProfiles('notAdded')}</Fact>
              ) : null}
            </ProfileFacts>
            <div className="profile-actions">
              <button
                ref={editButtonRef}
                type="button"
                className="button button-primary"
                onClick={() => {
                  setStatus(null);
                  setEditing(true);
                }}
              >
                <PencilIcon />
                {t('own.edit')}
              </button>
              <Link to={setupPaths[profile.userType]} className="button button-secondary">
                {t('own.changePhoto')}
              </Link>
            </div>
            <OwnPosition />
            <RatePrompts />
            {profile.userType === 'Labourer' ? (
              <Suspense fallback={<PageLoading />}>
                <OwnWorkPhotos profileId={profile.id} />
              </Suspense>
            ) : null}
            <OwnVerification verification={verification.data} isEmployer={profile.userType === 'Employer'} />
            <MyMediationRequests userType={profile.userType} />
            <ProfileReviews profile={profile} />
            <section className="wallet-section your-data" aria-labelledby="your-data-title">
              <h2 id="your-data-title">{t('yourData.title')}</h2>
              <DownloadMyData />
              <DeleteAccount />
            </section>
            <LogOut />
          </>
        )
      ) : query.isError ? (
        <LoadFailed t={tProfiles} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
