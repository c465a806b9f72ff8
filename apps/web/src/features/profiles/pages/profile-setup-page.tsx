// /app/create-labourer-profile and /app/complete-profile-employer: loads the own profile for the page's role
// and shows its form. A person of the other role is told so and sent home (spec section 6).
import '../profiles.css';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { PageLoading } from '../../../components/ui/page-loading';
import { routeNotice } from '../../../components/ui/route-notice';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { isUserTypeMismatch, useOwnProfile } from '../../../lib/get-own-profile';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ProfileSetupForm } from '../components/profile-setup-form';

const texts = {
  Labourer: { title: 'setup.titleLabourer', notRegistered: 'setup.notLabourer' },
  Employer: { title: 'setup.titleEmployer', notRegistered: 'setup.notEmployer' },
} as const satisfies Record<UserType, { title: string; notRegistered: string }>;

export default function ProfileSetupPage({ role }: { role: UserType }) {
  const { t } = useTranslation('profileForm');
  const { t: tProfiles } = useTranslation('profiles');
  useTranslation('trades');
  const title = t(texts[role].title);
  useDocumentTitle(title);
  const navigate = useNavigate();
  const query = useOwnProfile(role);
  const profile = query.data?.profile;
  // The server refuses the other role; a profile of the other role is refused here too, whatever it answered.
  const wrongRole = isUserTypeMismatch(query.error) || (profile !== undefined && profile.userType !== role);
  const notRegistered = t(texts[role].notRegistered);

  // Home's checklist links to one field (#setup-skills): once the form shows, that field has the focus.
  const { hash } = useLocation();
  const formShown = profile !== undefined && !wrongRole;
  useEffect(() => {
    if (!formShown || !hash) return;
    const field = document.getElementById(decodeURIComponent(hash.slice(1)));
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  }, [formShown, hash]);

  useEffect(() => {
    if (wrongRole) void navigate(paths.app.home, { replace: true, state: routeNotice('error', notRegistered) });
  }, [wrongRole, notRegistered, navigate]);

  return (
    <section className="narrow" aria-labelledby="setup-title">
      <h1 id="setup-title">{title}</h1>
      {profile && formShown ? (
        <ProfileSetupForm role={role} profile={profile} />
      ) : query.isError && !wrongRole ? (
        <LoadFailed t={tProfiles} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
