// A new person's first minutes, as issue 21 found them: a worker reading Hindi joins from the landing page with
// their name as they type it and the code from an SMS a phone can read by itself; and a signed-out person who
// opens a shared profile link logs in with the number alone and is back on that profile.
import type { Browser } from '@playwright/test';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { messagesTo, randomMobile } from './support/outbox';
import { personWithProfile } from './support/audiences';
import { signUpThroughApi, uniqueName } from './support/people';

/** A phone of 360 × 740 whose reader chose Hindi (the cookie the server reads, the item the app reads). */
async function hindiPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'hi-IN',
  });
  await context.addCookies([{ name: 'kaamsetu.language', value: 'hi', url: baseURL }]);
  await context.addInitScript(() => localStorage.setItem('kaamsetu.language', 'hi'));
  return context;
}

/** The newest SMS to `phone` sent at or after `since`, waiting for it to arrive. */
async function newestSms(phone: string, since: Date): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      body = (await messagesTo(phone)).filter((line) => new Date(line.at) >= since).at(-1)?.body ?? '';
      return body;
    })
    .not.toBe('');
  return body;
}

test('a new worker in Hindi joins from the landing page and sees the name as typed on their profile', async ({
  browser,
  baseURL,
}) => {
  const context = await hindiPhone(browser, baseURL!);
  const page = await context.newPage();
  const phone = randomMobile();

  await page.goto('/');
  await page.getByRole('link', { name: 'अभी जुड़ें' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup&role=Labourer$/);
  await expect(page.getByRole('heading', { level: 2, name: 'साइन अप' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'आप कौन हैं' })).toHaveValue('Labourer');

  await page.getByLabel('नाम', { exact: true }).fill('Ramesh Kumar');
  await page.getByLabel('मोबाइल नंबर').fill(phone.local);
  await page.getByRole('checkbox', { name: 'मैं सहमत हूँ' }).check();
  expect(await hasHorizontalScroll(page)).toBe(false);
  const since = new Date();
  await page.getByRole('button', { name: 'OTP भेजें', exact: true }).click();

  // The code comes in a Hindi SMS whose last line lets Android Chrome hand it to this site, and only this site.
  const sms = await newestSms(phone.e164, since);
  expect(sms).toContain('आपका KaamSetu साइन-अप कोड है');
  const code = /^(\d{6}) /.exec(sms)?.[1];
  expect(code).toBeDefined();
  const publicHost = new URL(/(\S+)\/privacy-policy/.exec(sms)?.[1] ?? '').hostname;
  expect(sms.endsWith(`\n\n@${publicHost} #${code}`)).toBe(true);

  const codeField = page.getByLabel('6 अंकों का OTP डालें');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(code!);
  await page.getByRole('button', { name: 'सत्यापित करें', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/create-labourer-profile$/);

  await page.getByRole('navigation').getByRole('link', { name: 'प्रोफ़ाइल' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
  await expect(page.locator('.profile-name')).toHaveText('Ramesh Kumar');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await context.close();
});

test('signed out, a shared profile link leads to log-in with the number alone and back to the profile', async ({
  page,
  request,
  baseURL,
}) => {
  // The worker signed up through the spec's client, which lower-cases names; the page shows it capitalised.
  const storedName = uniqueName('kavita').toLowerCase();
  const worker = await personWithProfile(baseURL!, 'Labourer', {
    name: storedName,
    location: 'Pune, Maharashtra',
    skills: 'Plumber',
  });
  const employer = await signUpThroughApi(request, { name: uniqueName('Vikram'), role: 'Employer' });
  const shownName = storedName.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  const profileLink = `/app/profile-page/${worker.userId}`;

  await page.goto(profileLink);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(profileLink)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Role')).toHaveCount(0);

  await page.getByLabel('Mobile Number').fill(employer.phone.local);
  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  const code = /^(\d{6}) /.exec(await newestSms(employer.phone.e164, since))?.[1];
  await page.getByLabel('Enter 6-digit OTP').fill(code ?? '');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL(profileLink);
  await expect(page.getByRole('heading', { level: 1, name: shownName })).toBeVisible();
});
