// Privacy rights in a real browser against the real server: a Labourer signs up agreeing to the privacy
// notice, downloads everything KaamSetu keeps about them, and deletes the account with the code from the SMS.
// Afterwards this phone is signed out, the number has no account, and an Employer who had found them in search
// finds them no more, not even by the profile's address.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION, SEARCH_PAGE_MAX, type DataExport } from '@kaamsetu/contract';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { latestOtp, messagesTo } from './support/outbox';
import {
  completeLabourerProfile,
  signUpInBrowser,
  signUpThroughApi,
  uniqueName,
  type ApiPerson,
} from './support/people';

// axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

/** The ids of every profile an Employer's search for `text` lists, page after page. */
async function searchIds(request: APIRequestContext, employer: ApiPerson, text: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ q: text, limit: String(SEARCH_PAGE_MAX), ...(cursor ? { cursor } : {}) });
    const response = await request.get(`/api/search/profiles?${query.toString()}`, {
      headers: { Authorization: `Bearer ${employer.authToken}` },
    });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as { profiles: { id: string }[]; nextCursor: string | null };
    ids.push(...page.profiles.map((profile) => profile.id));
    cursor = page.nextCursor;
  } while (cursor !== null && ids.length < 1_000);
  return ids;
}

test('a Labourer downloads their data, deletes the account with an SMS code, and is gone for everyone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const name = uniqueName('Savita');
  const labourer = await signUpInBrowser(page, { name, role: 'Labourer' });
  await completeLabourerProfile(page, { name, location: 'Nashik, Maharashtra', skills: 'Painter' });
  const labourerId = (await page.evaluate(() => localStorage.getItem('userId'))) ?? '';
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const employer = await signUpThroughApi(page.request, { name: uniqueName('Prakash'), role: 'Employer' });
  expect(await searchIds(page.request, employer, name)).toContain(labourerId);

  // Download my data: one JSON file with the account as stored, consent included.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kaamsetu-my-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as DataExport;
  expect(data.account.id).toBe(labourerId);
  expect(data.account.phone).toBe(labourer.phone.e164);
  expect(data.account.name.toLowerCase()).toBe(name.toLowerCase());
  expect(data.account.consent?.version).toBe(PRIVACY_NOTICE_VERSION);
  expect(data.profile).toMatchObject({ skills: ['Painter'] });
  await expect(page.getByRole('status').filter({ hasText: 'kaamsetu-my-data.json' })).toBeVisible();

  // Delete my account: the warning names the welcome Credits that would be lost.
  await expect(page.getByText('Your Credits (₹500.00) and your Earnings (₹0.00) are lost.')).toBeVisible();
  const since = new Date();
  await page.getByRole('button', { name: 'Send code to delete my account' }).click();
  const code = page.getByLabel('Enter 6-digit OTP');
  await expect(code).toBeFocused();
  const otp = await latestOtp(labourer.phone.e164, { since });
  expect((await messagesTo(labourer.phone.e164)).at(-1)?.body).toContain('DELETE your KaamSetu account');

  await code.fill(otp === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong OTP');
  expect(await seriousViolations(page)).toEqual([]);
  await code.fill(otp);
  await page.getByRole('button', { name: 'Delete my account forever' }).click();

  // Signed out on this phone, on the home page, told that it is done; the old sign-in is dead on the server.
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  const old = await page.request.get('/api/users/protected', { headers: { Authorization: `Bearer ${token}` } });
  expect(old.status()).toBe(401);

  // The number has no account any more.
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(labourer.phone.local);
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('No account found with this mobile number. Please sign up first.');

  // The Employer's search no longer lists them, and their profile's address finds nobody.
  expect(await searchIds(page.request, employer, name)).not.toContain(labourerId);
  const employerContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 }, isMobile: true });
  try {
    await employerContext.addInitScript(
      ({ authToken, userId }) => {
        localStorage.setItem('authToken', authToken);
        localStorage.setItem('userId', userId);
      },
      { authToken: employer.authToken, userId: employer.userId },
    );
    const employerPage = await employerContext.newPage();
    await employerPage.goto(`/app/profile-page/${labourerId}`);
    await expect(employerPage.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
    await expect(employerPage.getByText(name)).toHaveCount(0);
  } finally {
    await employerContext.close();
  }
});

test('signing up without agreeing to the privacy notice sends no code', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: "Don't have an account? Sign up here." }).click();
  await page.getByLabel('Name', { exact: true }).fill('Asha');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('Tick “I agree” to create your account');
  await expect(page.getByRole('checkbox', { name: 'I agree' })).toBeFocused();
  await expect(page.getByLabel('Enter 6-digit OTP')).toHaveCount(0);
  expect(apiCalls).toEqual([]);
});
