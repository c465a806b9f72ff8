// The installable, offline app in a real browser at phone size, against the real server: the manifest and the
// service worker; an Employer who has seen a worker's paid number opens the app with no connection and finds
// the shell, the offline banner, their own profile and the profile lists; the worker's number is in no cache;
// back online the banner goes; after Logout no server answer is left on the phone. A worker who opened Jobs near
// you once still has it, with its wages, with no connection.
import type { Page } from '@playwright/test';
import { formatIndianMobile } from '@kaamsetu/contract';
import { personWithProfile } from './support/audiences';
import { expect, test } from './support/fixtures';
import {
  completeEmployerProfile,
  completeLabourerProfile,
  logOut,
  signUpInBrowser,
  uniqueName,
} from './support/people';

const offlineMessage = 'You are offline. Showing what was saved on this phone.';
const JAIPUR = 1269515;

interface CachedEntry {
  cache: string;
  url: string;
  body: string;
}

/** Everything the page's origin holds in the Cache API, with each response's text. */
function cachedEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: cacheName, url: request.url, body: response ? await response.text() : '' });
      }
    }
    return entries;
  });
}

/**
 * Waits until the service worker is active and controls the page, then loads the page again through it, so the
 * answers the page starts with (the session check among them) are kept. The worker claims the page as soon as it
 * is active, which may be after the page's first answers had already come straight from the network: a phone
 * then has them only from its next visit on.
 */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

async function profileLinkNames(page: Page): Promise<string[]> {
  return page.locator('.profile-card a').allTextContents();
}

test('the app installs: a manifest with home-screen icons, and a service worker the browser always re-checks', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(manifestHref ?? '');
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'KaamSetu',
    start_url: '/app/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#b45309',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon ?? '']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }

  // A deploy reaches phones only if the browser asks for /sw.js again rather than trusting a stored copy.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');

  await waitForServiceWorker(page);
  const shell = (await cachedEntries(page)).filter((entry) => entry.cache.startsWith('kaamsetu-shell-'));
  const shellPaths = shell.map((entry) => new URL(entry.url).pathname);
  expect(shellPaths).toContain('/index.html');
  expect(shellPaths).toContain('/default-avatar.svg');
  // Every script and style index.html loads is kept, so the first page can start without a connection.
  const indexHtml = shell.find((entry) => entry.url.endsWith('/index.html'))?.body ?? '';
  const firstPageFiles = [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  expect(firstPageFiles.length).toBeGreaterThan(1);
  for (const file of firstPageFiles) expect(shellPaths).toContain(file);
});

test('offline, a signed-in Employer still sees their profile and the saved lists, never a worker’s paid number; Logout leaves nothing', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  // A worker, on another phone, with a complete profile.
  const workerContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 }, locale: 'en-IN' });
  const workerPage = await workerContext.newPage();
  const workerName = uniqueName('Ramesh');
  const worker = await signUpInBrowser(workerPage, { name: workerName, role: 'Labourer' });
  await completeLabourerProfile(workerPage, { name: workerName, location: 'Jaipur, Rajasthan', skills: 'Plumber' });
  const workerId = await workerPage.evaluate(() => localStorage.getItem('userId'));
  await workerContext.close();

  const employerName = uniqueName('Asha');
  const employer = await signUpInBrowser(page, { name: employerName, role: 'Employer' });
  await completeEmployerProfile(page, { name: employerName, companyName: 'Sharma Builders' });
  await waitForServiceWorker(page);

  // The Employer pays to see the worker's number: the page has had it from the server.
  const workerNumber = formatIndianMobile(worker.phone.e164);
  await page.goto(`/app/profile-page/${workerId}`);
  await page.getByRole('button', { name: /^View contact/ }).click();
  await page.getByRole('button', { name: /^Yes, pay/ }).click();
  await expect(page.getByRole('link', { name: workerNumber })).toBeVisible();

  // The pages to have offline, each opened once: a search, today's list and the own profile.
  await page.goto(`/app/home?q=${encodeURIComponent(workerName)}`);
  await expect(page.getByRole('link', { name: workerName, exact: true })).toBeVisible();
  await page.goto('/app/home');
  await expect(page.getByRole('heading', { level: 2, name: "Today's Top Performers" })).toBeVisible();
  await expect(page.locator('.profile-card').first()).toBeVisible();
  const topPerformers = await profileLinkNames(page);
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText('Sharma Builders')).toBeVisible();

  // What the phone kept: the answers on the allow-list, and nothing that holds the worker's number. The service
  // worker writes an answer to its cache after handing it to the page, so the last one may still be on its way.
  const savedApiPaths = async () =>
    new Set(
      (await cachedEntries(page))
        .filter((entry) => entry.cache.startsWith('kaamsetu-api-'))
        .map((entry) => new URL(entry.url).pathname),
    );
  // The own profile page reads the own wallet (what deleting the account would throw away): the person's own.
  await expect
    .poll(savedApiPaths)
    .toEqual(
      new Set(['/api/users/protected', '/api/users/protected/get-profile', '/api/search/profiles', '/api/wallet']),
    );
  const saved = await cachedEntries(page);
  expect(saved.filter((entry) => new URL(entry.url).pathname.startsWith('/api/contacts/'))).toEqual([]);
  const workerDigits = worker.phone.e164.slice(-10);
  for (const entry of saved) {
    for (const written of [workerDigits, worker.phone.e164, workerNumber]) {
      expect(entry.body.includes(written), `${written} in ${entry.url}`).toBe(false);
    }
  }
  // The Employer's own number is theirs to keep: the check above would have seen a number had one been there.
  expect(saved.some((entry) => entry.body.includes(employer.phone.e164.slice(-10)))).toBe(true);

  // No connection: the app opens from the phone, says so, and shows what was saved.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: offlineMessage })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText('Sharma Builders')).toBeVisible();
  await expect(page.getByText(employerName).first()).toBeVisible();
  // The edit form opens too, though it was never opened online: its code came with the app.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Company Name')).toHaveValue('Sharma Builders');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "Today's Top Performers" })).toBeVisible();
  await expect.poll(() => profileLinkNames(page)).toEqual(topPerformers);

  // A page opened fresh, with no connection at all: the saved search, and when it was saved.
  await page.goto(`/app/home?q=${encodeURIComponent(workerName)}`);
  await expect(page.getByRole('link', { name: workerName, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: offlineMessage })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^You are offline\. These are the results saved on .+\d.+\.$/ }),
  ).toBeVisible();
  // Still signed in: the failed session check did not send the person to /login.
  await expect(page).toHaveURL(/\/app\/home\?q=/);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }),
  ).toBeVisible();

  // The worker itself has no connection either: a search never made before has no answer.
  const unsavedSearch = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('authToken')}` };
    return fetch('/api/search/profiles?q=never-searched', { headers }).then(
      (response) => response.status,
      () => 'no answer',
    );
  });
  expect(unsavedSearch).toBe('no answer');
  // Searched on the page: it says this search was never saved, never that nobody was found.
  await page.getByLabel('Search by skill, name or place').fill('never searched');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByText('You are offline and this search has not been saved yet. Search again when you are connected.'),
  ).toBeVisible();
  await expect(page.getByText('No profiles found.')).toHaveCount(0);

  // Another person's profile and their paid number need the server: offline they come from nowhere.
  await page.goto(`/app/profile-page/${workerId}`);
  await expect(page.getByRole('alert').first()).toHaveText(
    'We could not load this profile. Check your connection and try again.',
  );
  await expect(page.getByText(workerNumber)).toHaveCount(0);

  // Back online, the banner goes.
  await context.setOffline(false);
  await expect(page.getByText(offlineMessage)).toHaveCount(0);

  // Logout: the next person on this phone finds no server answer of this one.
  await page.goto('/app/home');
  await logOut(page);
  const afterLogout = await cachedEntries(page);
  expect(afterLogout.filter((entry) => new URL(entry.url).pathname.startsWith('/api/'))).toEqual([]);
  expect(await page.evaluate(() => caches.keys())).not.toContainEqual(expect.stringMatching(/^kaamsetu-api-/));
});

test('offline, a worker still sees the jobs near them that the phone last showed', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  // An Employer, on another phone, posts a plumber's job in Jaipur.
  const employer = await personWithProfile(baseURL!, 'Employer', { name: uniqueName('Asha') });
  const title = `Plumber for a kitchen ${uniqueName('job').split(' ')[1]}`;
  const tomorrowInIndia = new Date(Date.now() + (5.5 + 24) * 60 * 60_000).toISOString().slice(0, 10);
  const posted = await page.request.post('/api/jobs', {
    headers: { authorization: `Bearer ${employer.authToken}` },
    data: {
      title,
      trade: 'plumber',
      wagePaise: 75_000,
      wagePer: 'day',
      placeId: JAIPUR,
      startsOn: tomorrowInIndia,
      workers: 1,
    },
  });
  expect(posted.ok(), `POST /api/jobs: ${posted.status()}`).toBe(true);

  // A plumber of Jaipur opens Jobs near you once, online.
  const workerName = uniqueName('Ramesh');
  await signUpInBrowser(page, { name: workerName, role: 'Labourer' });
  await completeLabourerProfile(page, { name: workerName, location: 'Jaipur, Rajasthan', skills: 'Plumber' });
  await waitForServiceWorker(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs near you' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  // The worker keeps the answers a moment after the page has them: wait until the phone holds them.
  await expect
    .poll(async () => (await cachedEntries(page)).map((entry) => new URL(entry.url).pathname))
    .toEqual(expect.arrayContaining(['/api/users/protected', '/api/jobs/nearby']));

  // No connection: the feed opens from the phone, says so, and still shows the job and its wage.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: offlineMessage })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs near you' })).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByText('₹750 per day')).toBeVisible();
  await context.setOffline(false);
});

test('offline, a worker’s wallet shows the saved balance and history as of when they were saved, and Transfer waits', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  // An Employer, on another phone, pays to see the worker's number: ₹10 of Earnings.
  const worker = await personWithProfile(baseURL!, 'Labourer', {
    name: uniqueName('Ramesh'),
    location: 'Jaipur, Rajasthan',
    skills: 'Plumber',
  });
  const employer = await personWithProfile(baseURL!, 'Employer', { name: uniqueName('Asha') });
  const unlocked = await page.request.post(`/api/contacts/${worker.userId}/unlock`, {
    headers: { authorization: `Bearer ${employer.authToken}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(unlocked.ok(), `unlock: ${unlocked.status()}`).toBe(true);

  // The worker opens the wallet once, online.
  await page.addInitScript((session) => {
    localStorage.setItem('authToken', session.authToken);
    localStorage.setItem('userId', session.userId);
    localStorage.setItem('kaamsetu.language', 'en');
  }, worker);
  await page.goto('/app/wallet');
  await waitForServiceWorker(page);
  const earnings = page.locator('.wallet-balance').filter({ hasText: 'Earnings' }).locator('.wallet-amount');
  await expect(earnings).toHaveText('₹10.00');
  const history = page.getByRole('table', { name: 'Transactions' });
  await expect(history.getByRole('row').filter({ hasText: 'An employer viewed your number' })).toHaveCount(1);
  const transferButton = page.getByRole('form', { name: 'Transfer to UPI' }).getByRole('button', { name: 'Transfer' });
  await expect(transferButton).toBeEnabled();
  await expect(page.getByText(/^Balance and history as of/)).toHaveCount(0);
  // The worker keeps the answers a moment after the page has them: wait until the phone holds them.
  await expect
    .poll(async () => (await cachedEntries(page)).map((entry) => new URL(entry.url).pathname))
    .toEqual(expect.arrayContaining(['/api/users/protected', '/api/wallet', '/api/wallet/transactions']));

  // No connection: the same figures, dated, and Transfer says why it waits.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: offlineMessage })).toBeVisible();
  await expect(earnings).toHaveText('₹10.00');
  await expect(
    page.getByText(/^Balance and history as of \d{1,2} \w{3} \d{4}, .+, saved on this phone\./),
  ).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'An employer viewed your number' })).toHaveCount(1);
  // Who viewed the number is another person's details, never saved: it says it needs a connection.
  await expect(page.getByText('Who viewed your number shows when you are online.')).toBeVisible();
  await expect(transferButton).toBeDisabled();
  await expect(transferButton).toHaveAccessibleDescription(
    'Transfer needs an internet connection. Connect and try again.',
  );
  await context.setOffline(false);
});
