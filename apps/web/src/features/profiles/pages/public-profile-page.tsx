// /app/profile-page/:profileId: someone's public profile. The number stays hidden (unlocking comes with the
// wallet); Hire Now and Report Profile are shown but disabled until they exist; Share Profile works now.
import { Link, useParams } from 'react-router';
import type { PublicProfile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../app/paths';
import { readUserId } from '../../../lib/session-storage';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { isNotFound, usePublicProfile } from '../api/get-public-profile';
import { LoadFailed } from '../components/load-failed';
import { Fact, ProfileFacts } from '../components/profile-facts';
import { ProfileHeader } from '../components/profile-header';
import { ShareProfile } from '../components/share-profile';

export default function PublicProfilePage() {
  const { t } = useTranslation('profiles');
  const { profileId = '' } = useParams();
  const query = usePublicProfile(profileId);
  const profile = query.data?.profile;
  const notFound = isNotFound(query.error);
  useDocumentTitle(profile ? profile.name : notFound ? t('public.notFound') : t('public.title'));

  if (profile) return <ProfileView profile={profile} />;
  return (
    <section className="narrow" aria-labelledby="public-profile-title">
      <h1 id="public-profile-title">{notFound ? t('public.notFound') : t('public.title')}</h1>
      {notFound ? (
        <p>
          <Link to={paths.app.home}>{t('public.backToSearch')}</Link>
        </p>
      ) : query.isError ? (
        <LoadFailed t={t} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('profiles');
  const own = profile.id === readUserId();
  const soonId = 'public-profile-soon';

  return (
    <article className="narrow public-profile" aria-labelledby="public-profile-name">
      <ProfileHeader profile={profile} headingId="public-profile-name" />
      {own ? (
        <p className="profile-own">
          {t('public.yourOwn')} <Link to={paths.app.profile}>{t('public.editOwn')}</Link>
        </p>
      ) : null}
      <ProfileFacts profile={profile}>
        <Fact label={t('fields.contactNumber')}>{t('public.contactHidden')}</Fact>
      </ProfileFacts>
      <div className="profile-actions">
        <button type="button" className="button button-primary" disabled aria-describedby={soonId}>
          {t('public.hire')}
        </button>
        <button type="button" className="button button-secondary" disabled aria-describedby={soonId}>
          {t('public.report')}
        </button>
      </div>
      <p id={soonId} className="field-hint">
        {t('public.soon')}
      </p>
      <ShareProfile name={profile.name} url={`${window.location.origin}${paths.app.profilePage(profile.id)}`} />
    </article>
  );
}
