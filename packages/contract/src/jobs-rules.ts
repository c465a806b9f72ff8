// Job posts' messages, limits and kinds of status, without zod: a page that only shows jobs does not load zod
// with them (issue 19). jobs.ts builds its schemas on these.

export const jobMessages = {
  tradeUnknown: 'Choose a trade from the list',
  titleRequired: 'Give the job a short title',
  wageRequired: 'Enter the wage you will pay',
  wageInvalid: 'Enter a wage between ₹50 and ₹10,00,000',
  placeRequired: 'Choose where the work is',
  startsOnInvalid: 'Choose a start date from today up to 90 days ahead',
  workersInvalid: 'Enter how many workers you need (1 to 100)',
  daysInvalid: 'Enter the number of days (1 to 365)',
  tooManyOpenJobs: 'You already have {{max}} open jobs. Close one before posting another.',
  onlyEmployers: 'Only Employers can post jobs',
  onlyLabourers: 'Only workers can apply for jobs',
  jobNotFound: 'Job not found',
  notYourJob: 'This is not your job',
  jobNotOpen: 'This job is no longer open',
  jobNotEditable: 'Only open or waiting jobs can be changed',
  alreadyApplied: 'You have already applied for this job',
  notApplied: 'You have not applied for this job',
  applicantNotFound: 'This worker has not applied for this job',
  postedLive: 'Your job is live. Nearby workers are being told.',
  postedHeld: 'Your job will go live after a quick check by our staff.',
  postingFrozen: 'Your account is paused while staff review a report. You cannot post jobs now.',
  reasonRequired: 'Give a reason',
  jobReported: 'Thank you. Staff will look at this job.',
} as const;

export const MAX_OPEN_JOBS_DEFAULT = 5;
export const JOB_DAYS_OPEN = 30;
export const JOB_MATCH_RADIUS_KM_DEFAULT = 15;
export const JOB_TITLE_MAX = 80;
export const JOB_DESCRIPTION_MAX = 1000;
/** ₹50 to ₹10,00,000, in paise: a real wage, never "negotiable". */
export const WAGE_MIN_PAISE = 50_00;
export const WAGE_MAX_PAISE = 10_00_000_00;

/** The wage hint: jobs of the last 90 days within 50 km of the place, or across India when fewer than 5 are. */
export const WAGE_HINT_DAYS = 90;
export const WAGE_HINT_RADIUS_KM = 50;
export const WAGE_HINT_MIN_JOBS = 5;

export const wagePers = ['day', 'month', 'job'] as const;

export const jobStatuses = ['held', 'open', 'closed', 'rejected', 'expired'] as const;

/** Why the scam guard held a post for staff. */
export const jobHeldReasons = ['money-words', 'wage-outlier', 'link', 'whatsapp-only'] as const;

export const jobCloseReasons = ['filled', 'cancelled'] as const;

export const applicationStatuses = ['applied', 'withdrawn', 'hired', 'not-hired'] as const;
