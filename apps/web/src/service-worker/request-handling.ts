// Which requests the service worker answers, and how. Anything not named here goes to the network exactly as
// if there were no worker, and nothing of it is stored.

export type Handling =
  /** A page of the app: the network's index.html, or the saved one when there is no connection. */
  | 'page'
  /** Built code and the precached files: from the phone when saved there, else fetched (and kept if hashed). */
  | 'app-file'
  /** A server answer on the allow-list below: the network's, or the saved copy when there is no connection. */
  | 'saved-answer';

/**
 * The only server answers that may be kept on the phone. Each is about the signed-in person, or is a profile
 * card that every signed-in person may see; none carries anybody else's phone number.
 *
 * Never kept, and why:
 * - GET /api/contacts/:profileId, /api/contacts/viewers and /api/me/contacts: another person's number (paid
 *   for) or who looked at yours; a number must come from the server each time, after the payment check.
 * - /api/me/export: everything stored about the person.
 * - the wallet's writes (recharges, payouts): money moves only with the server.
 * - /api/profiles/:id, /api/mediation-requests: other people's details and free text that may hold a number.
 * - /api/staff/*: back-office data about everyone, on shared office computers.
 * - every other POST, PUT, PATCH and DELETE: they change things; replaying an old answer would lie.
 *
 * The POST here only reads: the spec makes the own profile a POST that sends the caller's id. Its saved copy is
 * keyed by that body, so it stays with the request that made it.
 */
const savedAnswers: readonly { method: 'GET' | 'POST'; path: string }[] = [
  // Who the stored token belongs to: the app shell asks first, and cannot open offline without it.
  { method: 'GET', path: '/api/users/protected' },
  // The person's own profile (their own number included: it is theirs).
  { method: 'POST', path: '/api/users/protected/get-profile' },
  // Profile cards on /app/home (Today's Top Performers and searches): name, skills, place and photo; never a number.
  { method: 'GET', path: '/api/search/profiles' },
  // Jobs near a worker and their own applications: the job, its wage and place, the Employer's name and stars;
  // never a number (an Employer is reached only through the app).
  { method: 'GET', path: '/api/jobs/nearby' },
  { method: 'GET', path: '/api/me/applications' },
  // The person's own balance, history and transfers (issue 21). Old money unlabelled would mislead, so the
  // wallet page dates a saved copy "as of" the moment the server sent it (its Date header, kept with it).
  { method: 'GET', path: '/api/wallet' },
  { method: 'GET', path: '/api/wallet/transactions' },
  { method: 'GET', path: '/api/wallet/payouts' },
];

/** Paths that are pages of the single-page app, by the same rule the server uses to send index.html. */
function isPagePath(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    !pathname.startsWith('/media/') &&
    !lastSegment.includes('.')
  );
}

export interface RequestFacts {
  method: string;
  url: string;
  mode: RequestMode;
}

/**
 * How the worker handles a request from the app at `origin`, whose precached files are `precached` (paths), or
 * undefined when the worker leaves it alone.
 */
export function handlingOf(
  request: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): Handling | undefined {
  const url = new URL(request.url);
  if (url.origin !== origin) return undefined;
  const { method } = request;
  if (request.mode === 'navigate') return method === 'GET' && isPagePath(url.pathname) ? 'page' : undefined;
  if (method === 'GET' && (url.pathname.startsWith('/assets/') || precached.has(url.pathname))) return 'app-file';
  if (savedAnswers.some((answer) => answer.method === method && answer.path === url.pathname)) return 'saved-answer';
  return undefined;
}

/**
 * The pre-rendered copy of the page at `pathname` in `language` (docs/decisions/029: /about is
 * /prerendered/<language>/about.html, / is its index.html), if the build wrote that page in that language.
 */
export function prerenderedPageUrl(
  pathname: string,
  language: string | undefined,
  written: ReadonlySet<string>,
): string | undefined {
  if (!language) return undefined;
  const url = `/prerendered/${language}/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
  return written.has(url) ? url : undefined;
}
