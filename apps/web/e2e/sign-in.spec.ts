// People's sign-in in a real browser at phone size, against the real server: sign up and log in with the code
// from the SMS outbox, Log out, staying signed in across a reload, and the ways a sign-in is refused.
import type { Page } from '@playwright/test';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { latestOtp, messagesTo, randomMobile } from './support/outbox';
import { enterCode, logOut, profileFormPaths, requestCode, type Person } from './support/people';

async function expectAppHeader(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of ['Home', 'Search', 'Wallet', 'Profile'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
}

for (const role of ['Labourer', 'Employer'] as const) {
  test(`a new ${role} signs up, lands on their profile form, logs out and logs in again`, async ({ page }) => {
    const person: Person = { name: `Test ${role}`, phone: randomMobile(), role };

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Login');
    await page.getByRole('button', { name: "Don't have an account? Sign up here." }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Sign Up');
    await expect(page.getByRole('button', { name: 'Already have an account? Login here.' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);

    await enterCode(page, await requestCode(page, 'signup', person));
    await expect(page).toHaveURL(profileFormPaths[role]);
    await expectAppHeader(page);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();

    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // Logout revoked the token on the server, not only in this browser.
    const revoked = await page.request.get('/api/users/protected', { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(401);

    // Logging in asks for the number alone: the account knows the name and the role.
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Role')).toHaveCount(0);
    await enterCode(page, await requestCode(page, 'login', person));
    await expect(page).toHaveURL(/\/app(\/|$)/);
    await expectAppHeader(page);
    const signedInAt = page.url();

    await page.reload();
    await expect(page).toHaveURL(signedInAt);
    await expectAppHeader(page);
  });
}

test('a number that is not a mobile number is refused in the browser, without asking the server', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill('12345');
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('Enter a valid mobile number');
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
  await expect(page.getByLabel('Enter 6-digit OTP')).toHaveCount(0);
  expect(apiCalls).toEqual([]);
});

test('a wrong code shows the server message and keeps the OTP step; the right one still works', async ({ page }) => {
  const person: Person = { name: 'Asha Devi', phone: randomMobile(), role: 'Employer' };
  const code = await requestCode(page, 'signup', person);
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();

  await enterCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toContainText('Wrong OTP');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Enter 6-digit OTP')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await enterCode(page, code);
  await expect(page).toHaveURL(profileFormPaths.Employer);
});

test('logging in with a number that has no account shows the server message and sends no SMS', async ({ page }) => {
  const phone = randomMobile();
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(phone.local);
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('No account found with this mobile number. Please sign up first.');
  await expect(page.getByLabel('Enter 6-digit OTP')).toHaveCount(0);
  expect(await messagesTo(phone.e164)).toEqual([]);
});

test('in Hindi, the form and the server message are both in Hindi', async ({ page }) => {
  const phone = randomMobile();
  await page.addInitScript(() => localStorage.setItem('kaamsetu.language', 'hi'));
  await page.goto('/login');
  await page.getByLabel('मोबाइल नंबर').fill(phone.local);
  await page.getByRole('button', { name: 'OTP भेजें', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('इस मोबाइल नंबर से कोई खाता नहीं मिला। कृपया पहले साइन अप करें।');
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('Resend waits out the countdown, then sends a new code that works', async ({ page }) => {
  const person: Person = { name: 'Resend Test', phone: randomMobile(), role: 'Labourer' };
  const first = await requestCode(page, 'signup', person);
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
  // The test server's cooldown is a few seconds (global-setup), so the countdown ends quickly.
  const resend = page.getByRole('button', { name: 'Resend OTP', exact: true });
  await expect(resend).toBeEnabled({ timeout: 10_000 });
  const since = new Date();
  await resend.click();
  await expect(page.getByRole('status')).toHaveText('OTP resent successfully!');
  const second = await latestOtp(person.phone.e164, { since });
  if (second !== first) {
    await enterCode(page, first);
    await expect(page.getByRole('alert')).toContainText('OTP');
  }
  await enterCode(page, second);
  await expect(page).toHaveURL(profileFormPaths.Labourer);
});

test('without a connection the form says so in plain words, and works again once back online', async ({
  page,
  context,
}) => {
  const person: Person = { name: 'Offline Test', phone: randomMobile(), role: 'Employer' };
  await page.goto('/login');
  await page.getByRole('button', { name: "Don't have an account? Sign up here." }).click();
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Mobile Number').fill(person.phone.local);
  await page.getByRole('checkbox', { name: 'I agree' }).check();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Try again');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  await expect(page.getByLabel('Enter 6-digit OTP')).toBeVisible();
});
