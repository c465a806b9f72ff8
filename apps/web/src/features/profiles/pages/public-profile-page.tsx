// /app/profile-page/:profileId: someone's public profile. An Employer on a worker's profile can pay to see
// the number, send Hire Now and propose paid work (the server allows it after an engagement with the worker);
// anyone but the owner can report it; everyone can share it and read its reviews. A sample (made-up) person
// says so: no number to pay for, no Hire Now, no paid work.
import { personName } from '@kaamsetu/contract';
import '../profiles.css';
import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link, useParams } from 'react-router';
import type { PublicProfile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/get-session';
import { readUserId } from '../../../lib/session-storage';
import { FormStatus, type Notice } from '../../../components/ui/form-notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useDrawnInTransition } from '../../../lib/use-drawn-in-transition';
import { isNotFound, usePublicProfile } from '../api/get-public-profile';
import { LoadFailed } from '../../../components/ui/load-failed';
import { AgreementIcon, BriefcaseIcon, FlagIcon } from '../../../components/ui/icons';
import { Fact, ProfileFacts } from '../components/profile-facts';
import { ContactUnlock } from '../components/contact-unlock';
import { useContactStatus } from '../api/get-contact-status';
import { ProfileHeader } from '../components/profile-header';
import { ProfileReviews } from '../components/profile-reviews';
import { ShareProfile } from '../components/share-profile';
import { WorkPhotos } from '../components/work-photos';

// The hire and report forms, and the schemas they check with, load only when someone opens one: the page's
// first paint must not carry zod (issue 19, docs/decisions/030).
const HireNowForm = lazy(() =>
  import('../components/hire-now-form').then((module) => ({ default: module.HireNowForm })),
);
const ReportProfileForm = lazy(() =>
  import('../components/report-profile-form').then((module) => ({ default: module.ReportProfileForm })),
);

// Shown only to a worker on an Employer's profile: the "Asked me for money" report, loaded for them alone.
const MoneyDemandReport = lazy(() =>
  import('../components/money-demand-report').then((module) => ({ default: module.MoneyDemandReport })),
);

type Panel = 'hire' | 'report';
const panelIds: Record<Panel, string> = { hire: 'hire-now', report: 'report-profile' };

export default function PublicProfilePage() {
  const { t } = useTranslation('publicProfile');
  const { t: tProfiles } = useTranslation('profiles');
  useTranslation('trades');
  const { profileId = '' } = useParams();
  const query = usePublicProfile(profileId);
  const profile = query.data?.profile;
  const notFound = isNotFound(query.error);
  // An Employer's view of a worker shows the number's offer among the facts, above the page's buttons: it is asked
  // for beside the profile, and the page waits for it, so the buttons never move down under a thumb when it lands.
  const employer = useSession().data?.user.userType === 'Employer';
  const contact = useContactStatus(profileId, { enabled: employer && profileId !== readUserId() });
  const showsOffer = profile !== undefined && employer && offersNumber(profile);
  useDocumentTitle(profile ? personName(profile.name) : notFound ? t('public.notFound') : t('public.title'));
  // The whole profile replaces "Loading…" at once when its answers come: drawn in a transition, in slices.
  const ready = profile !== undefined && !(showsOffer && contact.isPending);
  const drawn = useDrawnInTransition(ready);

  if (profile && ready && drawn) return <ProfileView profile={profile} />;
  return (
    <section className="narrow" aria-labelledby="public-profile-title">
      <h1 id="public-profile-title">{notFound ? t('public.notFound') : t('public.title')}</h1>
      {notFound ? (
        <p>
          <Link to={paths.app.home}>{t('public.backToSearch')}</Link>
        </p>
      ) : query.isError ? (
        <LoadFailed t={tProfiles} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading />
      )}
    </section>
  );
}

/** Someone else's real worker profile, where an Employer may pay to see the number (a sample has none). */
function offersNumber(profile: PublicProfile): boolean {
  return profile.userType === 'Labourer' && !profile.sample && profile.id !== readUserId();
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('publicProfile');
  const { t: tProfiles } = useTranslation('profiles');
  const { t: tPeople } = useTranslation('people');
  const session = useSession();
  const own = profile.id === readUserId();
  // The number, Hire Now and paid work: the server refuses all three for a sample; the page does not offer them.
  const canEngage = session.data?.user.userType === 'Employer' && offersNumber(profile);
  const workerOnEmployer = !own && session.data?.user.userType === 'Labourer' && profile.userType === 'Employer';
  const [panel, setPanel] = useState<Panel | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A notice is the answer to a sent Hire Now or report, in their forms' catalogue, loaded with the form.
  const { t: tNotice } = useTranslation(notice ? 'profileRequests' : 'publicProfile');
  const toggles: Record<Panel, RefObject<HTMLButtonElement | null>> = {
    hire: useRef<HTMLButtonElement>(null),
    report: useRef<HTMLButtonElement>(null),
  };

  function toggle(next: Panel) {
    setNotice(null);
    setPanel((current) => (current === next ? null : next));
  }

  /** Closes the open form, with its outcome if it was sent, and gives the focus back to its button. */
  function close(which: Panel, outcome: Notice | null) {
    flushSync(() => {
      setPanel(null);
      setNotice(outcome);
    });
    toggles[which].current?.focus();
  }

  function toggleButton(which: Panel, label: string) {
    const open = panel === which;
    return (
      <button
        ref={toggles[which]}
        type="button"
        className={`button ${which === 'hire' ? 'button-primary' : 'button-secondary'}`}
        aria-expanded={open}
        {...(open ? { 'aria-controls': panelIds[which] } : {})}
        onClick={() => toggle(which)}
      >
        {which === 'hire' ? <BriefcaseIcon /> : <FlagIcon />}
        {label}
      </button>
    );
  }

  return (
    <article className="narrow public-profile" aria-labelledby="public-profile-name">
      <ProfileHeader profile={profile} headingId="public-profile-name" />
      {profile.sample ? <p className="sample-note">{tPeople('sample.explanation')}</p> : null}
      {own ? (
        <p className="profile-own">
          {t('public.yourOwn')} <Link to={paths.app.profile}>{t('public.editOwn')}</Link>
        </p>
      ) : null}
      <ProfileFacts profile={profile}>
        <Fact label={tProfiles('fields.contactNumber')}>
          {profile.sample ? (
            t('unlockMessages.sampleNoNumber')
          ) : canEngage ? (
            <ContactUnlock profileId={profile.id} name={personName(profile.name)} />
          ) : profile.userType === 'Labourer' ? (
            t('public.contactHidden')
          ) : (
            t('public.contactPrivate')
          )}
        </Fact>
      </ProfileFacts>
      {own ? null : (
        <div className="profile-actions">
          {canEngage ? toggleButton('hire', t('public.hire')) : null}
          {canEngage ? (
            <Link className="button button-secondary" to={paths.app.proposeAgreementTo(profile.id)}>
              <AgreementIcon />
              {t('public.proposeWork')}
            </Link>
          ) : null}
          {toggleButton('report', t('public.report'))}
        </div>
      )}
      {workerOnEmployer ? (
        <Suspense fallback={<PageLoading />}>
          <MoneyDemandReport profileId={profile.id} />
        </Suspense>
      ) : null}
      <FormStatus t={tNotice} notice={notice} />
      {panel === 'hire' ? (
        <Suspense fallback={<PageLoading />}>
          <HireNowForm
            id={panelIds.hire}
            labourerId={profile.id}
            onSent={(sent) => close('hire', sent)}
            onCancel={() => close('hire', null)}
          />
        </Suspense>
      ) : null}
      {panel === 'report' ? (
        <Suspense fallback={<PageLoading />}>
          <ReportProfileForm
            id={panelIds.report}
            profileId={profile.id}
            onSent={(sent) => close('report', sent)}
            onCancel={() => close('report', null)}
          />
        </Suspense>
      ) : null}
      {profile.userType === 'Labourer' ? <WorkPhotos profileId={profile.id} /> : null}
      <ProfileReviews profile={profile} />
      <ShareProfile
        name={personName(profile.name)}
        url={`${window.location.origin}${paths.app.profilePage(profile.id)}`}
      />
    </article>
  );
}
