// The code of the signed-in people's pages, loaded on demand, and what a first /app visit fetches at once.
// The app shell shows no page until the server has said who is signed in; starting that check, the page's code
// and its text together with the shell's own code, instead of one after the other, takes round trips off the
// first /app visit on a slow connection.
import { matchPath } from 'react-router';
import { currentLanguage, loadNamespace } from '../i18n/i18n';
import { paths } from '../config/paths';

export const appPageLoaders = {
  home: () => import('../features/home/pages/home-page'),
  ownProfile: () => import('../features/profiles/pages/own-profile-page'),
  publicProfile: () => import('../features/profiles/pages/public-profile-page'),
  profileSetup: () => import('../features/profiles/pages/profile-setup-page'),
  wallet: () => import('../features/money/pages/wallet-page'),
  myContacts: () => import('../features/money/pages/my-contacts-page'),
  notifications: () => import('../features/notifications/pages/notifications-page'),
  notFound: () => import('../features/home/pages/app-not-found-page'),
  jobs: () => import('../features/jobs/pages/jobs-page'),
  job: () => import('../features/jobs/pages/job-page'),
  myApplications: () => import('../features/jobs/pages/my-applications-page'),
  myJobs: () => import('../features/jobs/pages/my-jobs-page'),
  postJob: () => import('../features/jobs/pages/post-job-page'),
  jobApplicants: () => import('../features/jobs/pages/job-applicants-page'),
  editJob: () => import('../features/jobs/pages/edit-job-page'),
  agreements: () => import('../features/agreements/pages/agreements-page'),
  agreement: () => import('../features/agreements/pages/agreement-page'),
  proposeAgreement: () => import('../features/agreements/pages/propose-agreement-page'),
};

// Home's own words, the profile cards' (a person's role, photo, place…) it shares with the profile pages, and
// their badges'; a Labourer's lead, jobs near them, in the jobs' words (the role is not known yet).
const homeNamespaces = ['home', 'people', 'trust', 'jobs'];
// A profile's facts (`profiles`, its place in `places`, badges in `trust`), each page's own words, the reviews
// list and the prompts to rate someone (`reviews`): the own profile's work photos, someone else's number claim.
// The forms' words and answers load with the forms (docs/decisions/040).
const profileNamespaces = ['profiles', 'people', 'reviewList', 'trust', 'places', 'reviews'];
const ownProfileNamespaces = [...profileNamespaces, 'ownProfile', 'workPhotos'];
const publicProfileNamespaces = [...profileNamespaces, 'publicProfile', 'claims'];
const profileSetupNamespaces = ['profiles', 'profileForm', 'people', 'places'];
// A job's words and the prompts to rate the other side once work is done (`reviews`); the jobs near a worker and
// the job forms pick a place (`places`).
const jobNamespaces = ['jobs', 'reviews'];
const jobPlaceNamespaces = ['jobs', 'places'];

// Each route's loader and the catalogue namespaces its page reads on first paint; every-route.spec.ts fails
// when a signed-in page load asks for words after the session's answer.
const routes: [pattern: string, page: keyof typeof appPageLoaders, namespaces: readonly string[]][] = [
  [paths.app.root, 'home', homeNamespaces],
  [paths.app.home, 'home', homeNamespaces],
  [paths.app.search, 'home', homeNamespaces],
  [paths.app.profile, 'ownProfile', ownProfileNamespaces],
  [paths.app.profilePagePattern, 'publicProfile', publicProfileNamespaces],
  [paths.app.createLabourerProfile, 'profileSetup', profileSetupNamespaces],
  [paths.app.completeEmployerProfile, 'profileSetup', profileSetupNamespaces],
  [paths.app.wallet, 'wallet', ['wallet', 'reviews']],
  [paths.app.myContacts, 'myContacts', ['wallet']],
  [paths.app.jobs, 'jobs', jobPlaceNamespaces],
  [paths.app.jobPagePattern, 'job', jobNamespaces],
  [paths.app.myApplications, 'myApplications', jobNamespaces],
  [paths.app.myJobs, 'myJobs', jobNamespaces],
  [paths.app.postJob, 'postJob', jobPlaceNamespaces],
  [paths.app.jobApplicantsPattern, 'jobApplicants', [...jobNamespaces, 'trust']],
  [paths.app.editJobPattern, 'editJob', jobPlaceNamespaces],
  [paths.app.notifications, 'notifications', ['notifications']],
  [paths.app.agreements, 'agreements', ['agreements']],
  // Before the agreement's own pattern, which "new" would also match.
  [paths.app.proposeAgreement, 'proposeAgreement', ['agreements', 'reviews']],
  // The Employer pays from it (`wallet`).
  [paths.app.agreementPagePattern, 'agreement', ['agreements', 'reviews', 'wallet']],
];

// The pages that name trades on first paint (skills on profiles and cards, a job's trade, trade chips): the
// trades' names of the reader's language come with the page's own text (docs/decisions/040).
const pagesNamingTrades: ReadonlySet<keyof typeof appPageLoaders> = new Set([
  'home',
  'ownProfile',
  'publicProfile',
  'profileSetup',
  'jobs',
  'job',
  'myApplications',
  'myJobs',
  'postJob',
  'jobApplicants',
  'editJob',
]);

/** The same query the shell's guard runs, started early; the guard then waits for this answer. */
async function startSessionCheck(): Promise<void> {
  const [{ queryClient }, { sessionQuery }, { readAuthToken }] = await Promise.all([
    import('../lib/query-client'),
    import('../lib/get-session'),
    import('../lib/session-storage'),
  ]);
  const token = readAuthToken();
  if (token !== null) await queryClient.prefetchQuery(sessionQuery(token));
}

/** Starts fetching what the /app page at `pathname` needs; each part's own use reports any failure. */
export function preloadAppPage(pathname: string): void {
  const route = routes.find(([pattern]) => matchPath(pattern, pathname));
  const ignore = () => undefined;
  void startSessionCheck().catch(ignore);
  void (route ? appPageLoaders[route[1]]() : appPageLoaders.notFound()).catch(ignore);
  // Home's lead for Labourers is its own small chunk (app-routes.tsx), fetched beside the page's.
  if (route?.[1] === 'home') void import('./labourer-jobs-on-home').catch(ignore);
  // A Labourer's setup form shows the skills picker, its own chunk (profile-text-fields.tsx).
  if (route?.[0] === paths.app.createLabourerProfile) {
    void import('../features/profiles/components/skills-picker').catch(ignore);
  }
  for (const namespace of route?.[2] ?? []) void loadNamespace(currentLanguage(), namespace).catch(ignore);
  if (route && pagesNamingTrades.has(route[1])) void loadNamespace(currentLanguage(), 'trades').catch(ignore);
}
