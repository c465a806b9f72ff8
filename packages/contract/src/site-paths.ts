// Every page path of the web app, in one place: the web app's links and router read them, and the server answers
// a path none of them matches with 404 and the app's not-found page (isSitePath).
export const sitePaths = {
  landing: '/',
  landingAlias: '/landing',
  login: '/login',
  /** /login, and back to `next` (a path on this site) once signed in: the app's pages when signed out. */
  loginThen: (next: string) => `/login?${new URLSearchParams({ next }).toString()}`,
  /** The sign-up side of /login with the role already chosen (Join Now, For Workers, For Employers). */
  signUp: (role: 'Labourer' | 'Employer') => `/login?${new URLSearchParams({ mode: 'signup', role }).toString()}`,
  about: '/about',
  contact: '/contact',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  quickclap: '/quickclap',
  numberCheck: '/number-check',
  /** A job's public page (share links and previews; no sign-in). */
  publicJob: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`,
  publicJobPattern: '/jobs/:jobId',
  app: {
    root: '/app',
    home: '/app/home',
    search: '/app/search',
    profile: '/app/profile',
    wallet: '/app/wallet',
    // Ours (issue 21): the workers whose numbers an Employer paid for.
    myContacts: '/app/contacts',
    profilePage: (profileId: string) => `/app/profile-page/${encodeURIComponent(profileId)}`,
    profilePagePattern: '/app/profile-page/:profileId',
    createLabourerProfile: '/app/create-labourer-profile',
    completeEmployerProfile: '/app/complete-profile-employer',
    // Ours (issue 17): the inbox and its SMS setting.
    notifications: '/app/notifications',
    // Ours (issue 17): jobs near a worker, their applications; an Employer's posts and applicants.
    jobs: '/app/jobs',
    jobPage: (jobId: string) => `/app/jobs/${encodeURIComponent(jobId)}`,
    jobPagePattern: '/app/jobs/:jobId',
    myApplications: '/app/my-applications',
    myJobs: '/app/my-jobs',
    postJob: '/app/post-job',
    jobApplicants: (jobId: string) => `/app/my-jobs/${encodeURIComponent(jobId)}`,
    jobApplicantsPattern: '/app/my-jobs/:jobId',
    editJob: (jobId: string) => `/app/my-jobs/${encodeURIComponent(jobId)}/edit`,
    editJobPattern: '/app/my-jobs/:jobId/edit',
    // Ours (issue 18): work agreements, the wage held by KaamSetu from before the work until it is done.
    agreements: '/app/agreements',
    proposeAgreement: '/app/agreements/new',
    proposeAgreementTo: (workerId: string) => `/app/agreements/new?${new URLSearchParams({ workerId }).toString()}`,
    agreementPage: (agreementId: string) => `/app/agreements/${encodeURIComponent(agreementId)}`,
    agreementPagePattern: '/app/agreements/:agreementId',
  },
  staff: {
    adminLogin: '/admin-login',
    employeeLogin: '/employee-login',
    adminDashboard: '/admin-dashboard',
    employeeDashboard: '/employee-dashboard',
    // Employees and Admins.
    addLabourer: '/add-labourer',
    searchModifyLabourer: '/search-modify-labourer',
    addEmployer: '/add-employer',
    searchModifyEmployer: '/search-modify-employer',
    reportProfiles: '/report-profiles',
    // Ours (issue 16): appeals against warnings and suspensions.
    appeals: '/appeals',
    mediationRequests: '/mediation-requests',
    profileTransactions: '/profile-transactions',
    incompleteProfiles: '/incomplete-profiles',
    // Ours (issue 17): typed locations no place matched, for staff to pick one.
    unplacedLocations: '/unplaced-locations',
    numberClaims: '/number-claims',
    businessesToVerify: '/businesses-to-verify',
    // Ours (issue 17): held job posts to approve or refuse, and every job by date.
    jobModeration: '/job-moderation',
    allJobs: '/all-jobs',
    // Ours (issue 18): work agreements in dispute, for staff to split what is held.
    agreementDisputes: '/agreement-disputes',
    // Admins only; the spec names modifyWalletBalance to allEmployersAdded, the first five are ours.
    addEmployee: '/add-employee',
    modifyEmployee: '/modify-employee',
    incompleteTransactions: '/incomplete-transactions',
    blockProfiles: '/block-profiles',
    auditTrail: '/audit-trail',
    modifyWalletBalance: '/modify-wallet-balance',
    allTransactions: '/all-transactions',
    allMediationRequests: '/all-mediation-requests',
    allLabourersAdded: '/all-labourers-added',
    allEmployersAdded: '/all-employers-added',
    // Ours (issue 18): every work agreement by the day it was proposed.
    allAgreements: '/all-agreements',
  },
} as const;

/** The route patterns among the paths: "/jobs/:jobId" style, one segment per parameter. */
function patternsOf(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (value && typeof value === 'object') return patternsOf(value);
    return [];
  });
}

/** Built on first use: the web app, which never asks, does not build them at start. */
let sitePatterns: RegExp[] | undefined;

function patternFor(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/**
 * Whether a page path is one of the app's pages ("/app/jobs/42", "/about/"); `pathname` as it arrives, still
 * percent-encoded. A path the app does not have shows its not-found page, and the server says 404 with it.
 */
export function isSitePath(pathname: string): boolean {
  sitePatterns ??= patternsOf(sitePaths).map(patternFor);
  return sitePatterns.some((pattern) => pattern.test(pathname));
}
