// The code of the signed-in people's pages, loaded on demand, and what a first /app visit fetches at once.
// The app shell shows no page until the server has said who is signed in; starting that check, the page's code,
// its text and the answers it shows first together with the shell's own code, instead of one after the other,
// takes round trips off the first /app visit on a slow connection.
import type { QueryClient } from '@tanstack/react-query';
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

// Home's own words, and the profile cards' (a person's role, photo, place…) it shares with the profile pages, with
// their badges' (`trust`).
const homeNamespaces = ['home', 'people', 'trust'];
// A profile's facts (`profiles`, its place in `places`, badges in `trust`), each page's own words and the reviews
// list. The forms' words and answers load with the forms (docs/decisions/040), and so do the words of the parts
// that show only once their own answer names something to show: the prompts to rate someone, a worker's work
// photos, a claim on an unlocked number (every-route.spec.ts lists them).
const profileNamespaces = ['profiles', 'people', 'reviewList', 'trust', 'places'];
const ownProfileNamespaces = [...profileNamespaces, 'ownProfile'];
const publicProfileNamespaces = [...profileNamespaces, 'publicProfile'];
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
  [paths.app.wallet, 'wallet', ['wallet']],
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

/**
 * An answer a page shows on first paint, asked for beside the session check: it is there when the page first
 * renders, instead of leaving only once the session's answer, the shell's render and the page's have come and gone
 * (docs/decisions/042). The answers land in the same queries the pages read, so nothing is asked twice.
 */
type FirstAnswer = (client: QueryClient, address: PageAddress) => Promise<void>;

/** The page's address, as `window.location` holds it. */
type PageAddress = Pick<Location, 'pathname' | 'search'>;

const unreadCount: FirstAnswer = async (client) => {
  const { unreadQuery } = await import('../features/notifications/api/get-notifications');
  await client.prefetchQuery(unreadQuery());
};
const ownProfile: FirstAnswer = async (client) => {
  const { ownProfileQuery } = await import('../lib/get-own-profile');
  await client.prefetchQuery(ownProfileQuery());
};
const standing: FirstAnswer = async (client) => {
  const { standingQuery } = await import('../lib/get-standing');
  await client.prefetchQuery(standingQuery());
};
const homeSearch: FirstAnswer = async (client, { search }) => {
  const [{ profileSearchQuery }, { homeSearchOf }] = await Promise.all([
    import('../features/home/api/search-profiles'),
    import('../features/home/home-search'),
  ]);
  await client.prefetchInfiniteQuery(profileSearchQuery(homeSearchOf(new URLSearchParams(search)).input));
};
const publicProfile: FirstAnswer = async (client, { pathname }) => {
  const id = matchPath(paths.app.profilePagePattern, pathname)?.params.profileId;
  if (!id) return;
  const [{ publicProfileQuery }, { contactStatusQuery }, { readUserId }] = await Promise.all([
    import('../features/profiles/api/get-public-profile'),
    import('../features/profiles/api/get-contact-status'),
    import('../lib/session-storage'),
  ]);
  // The number's offer too, which an Employer's view of a worker waits for. Its answer is small and asks nothing of
  // the database for anyone else, so it is asked before the session says who is looking.
  const contact = id === readUserId() ? [] : [client.prefetchQuery(contactStatusQuery(id))];
  await Promise.all([client.prefetchQuery(publicProfileQuery(id)), ...contact]);
};

// Every page shows the shell's inbox count; these pages show more from the server at once.
const firstAnswers: Partial<Record<keyof typeof appPageLoaders, readonly FirstAnswer[]>> = {
  home: [homeSearch, ownProfile, standing],
  ownProfile: [ownProfile, standing],
  publicProfile: [publicProfile],
};

/** The same query the shell's guard runs, and the page's first answers, started early; the guard waits for the first. */
async function startFirstRequests(page: keyof typeof appPageLoaders | undefined, address: PageAddress): Promise<void> {
  const [{ queryClient }, { sessionQuery }, { readAuthToken }] = await Promise.all([
    import('../lib/query-client'),
    import('../lib/get-session'),
    import('../lib/session-storage'),
  ]);
  const token = readAuthToken();
  if (token === null) return;
  const asks = [unreadCount, ...((page && firstAnswers[page]) ?? [])];
  await Promise.all([queryClient.prefetchQuery(sessionQuery(token)), ...asks.map((ask) => ask(queryClient, address))]);
}

/** Starts fetching what the /app page at `address` needs; each part's own use reports any failure. */
export function preloadAppPage(address: PageAddress): void {
  const route = routes.find(([pattern]) => matchPath(pattern, address.pathname));
  const ignore = () => undefined;
  void startFirstRequests(route?.[1], address).catch(ignore);
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
