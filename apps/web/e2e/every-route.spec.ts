// Every route of the web app, as each audience it belongs to (signed out, a Labourer and an Employer with
// complete profiles, an Employee, an Admin), on a 360×640 phone: the page's heading shows, axe finds no
// serious or critical violation, nothing scrolls sideways or runs out of its box, and every primary action shows
// an icon beside its words. In every language whose catalogues are complete (English, Hindi, Marathi, Tamil),
// drawn in real Devanagari and Tamil fonts (support/fixtures.ts refuses to run without them). axe runs in English
// and Hindi only: the pages' structure, roles and names are the same in every language (the catalogue test
// refuses an empty text), while words' widths are not, so the layout checks run in all four. axe took about 40% of
// a language's pass (signed out: 49 s with it, 27 s without), and this file is CI's longest (decision 032).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { visitAs, audienceSessions, type Audience } from './support/audiences';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test, textOutsideItsBox } from './support/fixtures';

// axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

const people = ['labourer', 'employer'] as const;
const staff = ['employee', 'admin'] as const;

interface RouteCheck {
  audiences: readonly Audience[];
  /** The address to open; by default the route itself. */
  visit?: () => string;
  /** Where the page settles when the route sends the visitor on. */
  landsOn?: string;
}

const publicPage: RouteCheck = { audiences: ['signedOut'] };
const peoplePage: RouteCheck = { audiences: people };
const staffScreen: RouteCheck = { audiences: staff };
const adminScreen: RouteCheck = { audiences: ['admin'] };

/** One row per route in paths.ts (checked below), keyed by the route as the router knows it. */
const routeChecks: Record<string, RouteCheck> = {
  [paths.landing]: publicPage,
  [paths.landingAlias]: publicPage,
  [paths.login]: publicPage,
  [paths.about]: publicPage,
  [paths.contact]: publicPage,
  [paths.privacy]: publicPage,
  [paths.terms]: publicPage,
  [paths.quickclap]: publicPage,
  [paths.numberCheck]: publicPage,
  [paths.app.root]: { audiences: people, landsOn: paths.app.home },
  [paths.app.home]: peoplePage,
  [paths.app.search]: peoplePage,
  [paths.app.profile]: peoplePage,
  [paths.app.wallet]: peoplePage,
  [paths.app.myContacts]: { audiences: ['employer'] },
  [paths.app.notifications]: peoplePage,
  [paths.publicJobPattern]: { audiences: ['signedOut'], visit: () => paths.publicJob(audienceSessions().jobId) },
  [paths.app.jobs]: peoplePage,
  [paths.app.jobPagePattern]: { audiences: people, visit: () => paths.app.jobPage(audienceSessions().jobId) },
  [paths.app.myApplications]: { audiences: ['labourer'] },
  [paths.app.myJobs]: { audiences: ['employer'] },
  [paths.app.postJob]: { audiences: ['employer'] },
  [paths.app.jobApplicantsPattern]: {
    audiences: ['employer'],
    visit: () => paths.app.jobApplicants(audienceSessions().jobId),
  },
  [paths.app.editJobPattern]: { audiences: ['employer'], visit: () => paths.app.editJob(audienceSessions().jobId) },
  [paths.app.agreements]: peoplePage,
  [paths.app.proposeAgreement]: {
    audiences: ['employer'],
    visit: () => paths.app.proposeAgreementTo(audienceSessions().labourer.userId),
    landsOn: paths.app.proposeAgreement,
  },
  // The agreement the Employer proposed to the Labourer: each sees it from their side.
  [paths.app.agreementPagePattern]: {
    audiences: people,
    visit: () => paths.app.agreementPage(audienceSessions().agreementId),
  },
  // A real Labourer's page: the Employer sees Unlock Contact, Hire Now and Report; the Labourer their own.
  [paths.app.profilePagePattern]: {
    audiences: people,
    visit: () => paths.app.profilePage(audienceSessions().labourer.userId),
  },
  [paths.app.createLabourerProfile]: { audiences: ['labourer'] },
  [paths.app.completeEmployerProfile]: { audiences: ['employer'] },
  [paths.staff.adminLogin]: publicPage,
  [paths.staff.employeeLogin]: publicPage,
  [paths.staff.adminDashboard]: adminScreen,
  [paths.staff.agreementDisputes]: staffScreen,
  [paths.staff.allAgreements]: adminScreen,
  [paths.staff.employeeDashboard]: { audiences: ['employee'] },
  [paths.staff.addLabourer]: staffScreen,
  [paths.staff.searchModifyLabourer]: staffScreen,
  [paths.staff.addEmployer]: staffScreen,
  [paths.staff.searchModifyEmployer]: staffScreen,
  [paths.staff.reportProfiles]: staffScreen,
  [paths.staff.appeals]: staffScreen,
  [paths.staff.mediationRequests]: staffScreen,
  [paths.staff.profileTransactions]: staffScreen,
  [paths.staff.incompleteProfiles]: staffScreen,
  [paths.staff.unplacedLocations]: staffScreen,
  [paths.staff.numberClaims]: staffScreen,
  [paths.staff.businessesToVerify]: staffScreen,
  [paths.staff.jobModeration]: staffScreen,
  [paths.staff.allJobs]: staffScreen,
  [paths.staff.addEmployee]: adminScreen,
  [paths.staff.modifyEmployee]: adminScreen,
  [paths.staff.incompleteTransactions]: adminScreen,
  [paths.staff.blockProfiles]: adminScreen,
  [paths.staff.auditTrail]: adminScreen,
  [paths.staff.modifyWalletBalance]: adminScreen,
  [paths.staff.allTransactions]: adminScreen,
  [paths.staff.allMediationRequests]: adminScreen,
  [paths.staff.allLabourersAdded]: adminScreen,
  [paths.staff.allEmployersAdded]: adminScreen,
};

/** The router's catch-alls, which paths.ts does not name: "page not found", public and inside /app. */
const fallbackChecks: Record<string, RouteCheck> = {
  '/no-such-page': publicPage,
  '/app/no-such-page': peoplePage,
};

function routesIn(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? routesIn(value) : [],
  );
}

test('the table has a row for every route in paths.ts', () => {
  expect(Object.keys(routeChecks).sort()).toEqual(routesIn(paths).sort());
});

// A language joins once every catalogue English has exists in it (the catalogue test checks their keys).
const catalogueDir = (language: string) => new URL(`../src/i18n/${language}/`, import.meta.url);
const translated = ['mr', 'ta'].filter((language) =>
  readdirSync(catalogueDir('en')).every((file) => existsSync(new URL(file, catalogueDir(language)))),
);
const languages = ['en', 'hi', ...translated];
const axeLanguages = new Set(['en', 'hi']);

/** The page has finished arriving: its code, its catalogue and its data, nothing still saying "Loading…". */
async function settled(page: Page, route: string): Promise<void> {
  await expect.soft(page.getByRole('heading', { level: 1 }), `${route}: the page's heading`).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect.soft(page.locator('.page-loading'), `${route}: still loading`).toHaveCount(0);
}

/** Low-literacy help: a primary action carries a picture as well as its words (hidden from screen readers). */
async function primaryActionsWithoutIcon(page: Page): Promise<string[]> {
  return page
    .locator('.button-primary:visible')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => button.querySelector('svg[aria-hidden="true"]') === null)
        .map((button) => button.textContent?.trim() ?? ''),
    );
}

/** Low-literacy help: a phone number is typed on the number pad. */
async function phoneFieldsWithoutNumberPad(page: Page): Promise<string[]> {
  return page
    .locator('input[type="tel"]:not([readonly]):visible')
    .evaluateAll((inputs) =>
      inputs.filter((input) => input.getAttribute('inputmode') !== 'numeric').map((input) => input.id),
    );
}

/**
 * Opens an address in the app already running on the page, the way its own links do (the router follows the
 * history), without loading the page and starting the app again. Playwright's load states belong to a page load,
 * so the returned function waits instead until no request has been in flight for a while: the page's code, text
 * and data have arrived (the router keeps the old page on screen until then).
 */
function inAppMoves(page: Page): (address: string) => Promise<void> {
  let inFlight = 0;
  let lastActivity = 0;
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (address) => {
    lastActivity = Date.now();
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, address);
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastActivity >= 400, { intervals: [50], timeout: 15_000 })
      .toBe(true);
  };
}

/** The built files that are catalogues (a namespace's words in one language), from the build's manifest. */
function catalogueFiles(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const catalogues = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const words = /i18n\/(\w+)\/(\w+)\.json$/.exec(source);
    const trades = /contract\/src\/trade-names\/(\w+)\.ts$/.exec(source);
    if (words) catalogues.set(`/${chunk.file}`, `${words[1]}/${words[2]}`);
    else if (trades) catalogues.set(`/${chunk.file}`, `${trades[1]}/trades`);
  }
  return catalogues;
}

/**
 * The words of parts that show only once their own answer names something to show, fetched then so that most visits
 * do without them (docs/decisions/040): the prompts to rate someone (`reviews`), a worker's jobs on Home (`jobs`)
 * and work photos (`workPhotos`) once the session says they are a worker, a claim on an unlocked number (`claims`).
 */
const wordsOfLaterParts: Record<string, readonly string[]> = {
  [paths.app.root]: ['jobs'],
  [paths.app.home]: ['jobs'],
  [paths.app.profile]: ['reviews', 'workPhotos'],
  [paths.app.wallet]: ['reviews'],
  [paths.app.profilePagePattern]: ['claims'],
};

/**
 * A signed-in page's words come with its code, fetched while the server checks the session
 * (app/app-page-loaders.ts), not once the page renders: each catalogue asked for after the session's answer is
 * one more round trip before the page shows, half a second on a slow connection. Returns a function that names
 * the catalogues the page load asked for after that answer, and forgets them.
 */
function latecomerCatalogues(page: Page): () => string[] {
  const catalogues = catalogueFiles();
  let sessionAnswered = false;
  let late: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) sessionAnswered = false;
    const name = catalogues.get(new URL(request.url()).pathname);
    if (sessionAnswered && name) late.push(name);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/users/protected') sessionAnswered = true;
  });
  return () => {
    const named = late;
    late = [];
    return named;
  };
}

const audiences: readonly Audience[] = ['signedOut', ...people, ...staff];
const allChecks = Object.entries({ ...routeChecks, ...fallbackChecks });

// One test per audience and language walks that audience's routes in one page, each route a step whose
// failures are collected (soft) so one bad page does not hide the next. In English every route is a page load,
// as a link from outside opens it; in the other languages a signed-in person's routes after the first are opened
// inside the app, as its menus do, which skips starting the app again for each (about a second of the two a
// route took; decision 032). The public pages are always loaded: they are pre-rendered, and /login has its own
// entry without the router.
for (const audience of audiences) {
  const routes = allChecks.filter(([, check]) => check.audiences.includes(audience));
  for (const language of languages) {
    test(`every route of ${audience} in ${language}`, async ({ page }) => {
      test.setTimeout(routes.length * 10_000);
      await visitAs(page, audience, language);
      const openInApp = audience !== 'signedOut' && language !== 'en' ? inAppMoves(page) : null;
      const lateCatalogues =
        (people as readonly Audience[]).includes(audience) && !openInApp ? latecomerCatalogues(page) : null;
      for (const [index, [route, check]] of routes.entries()) {
        await test.step(route, async () => {
          const address = check.visit?.() ?? route;
          if (openInApp && index > 0) await openInApp(address);
          else await page.goto(address);
          // Not sent elsewhere (to a sign-in, or home with a refusal): the page itself is what gets checked.
          await expect.soft(page, `${route}: stayed`).toHaveURL((url) => url.pathname === (check.landsOn ?? address));
          await settled(page, route);
          if (lateCatalogues) {
            const late = lateCatalogues().filter(
              (name) => !wordsOfLaterParts[route]?.includes(name.split('/')[1] ?? ''),
            );
            expect.soft(late, `${route}: words fetched after the session`).toEqual([]);
          }
          await expect.soft(page.locator('html'), route).toHaveAttribute('lang', language);
          if (axeLanguages.has(language)) expect.soft(await seriousViolations(page), `${route}: axe`).toEqual([]);
          expect.soft(await hasHorizontalScroll(page), `${route}: sideways scroll at 360 px`).toBe(false);
          expect.soft(await textOutsideItsBox(page), `${route}: text outside its box at 360 px`).toEqual([]);
          expect.soft(await primaryActionsWithoutIcon(page), `${route}: primary actions without an icon`).toEqual([]);
          expect.soft(await phoneFieldsWithoutNumberPad(page), `${route}: phone fields without inputmode`).toEqual([]);
        });
      }
    });
  }
}
