// Staff sign-in in a real browser: the Admin (passcode) and Employee (user id) portals with the code from the
// SMS outbox, the dashboards' guards, and a people's session kept out. global-setup creates both staff members.
import type { APIRequestContext, Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { latestOtp, randomMobile } from './support/outbox';

function setupValue(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; global-setup creates the staff members and exports it`);
  return value;
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Enter 6-digit OTP').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Who the server says a staff token belongs to, so the page can be checked against it. */
async function staffBehind(request: APIRequestContext, token: string | null) {
  const response = await request.get('/api/staff/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { staff: { name: string; role: string; userId: string } }).staff;
}

/** A person signed up through the API, for checks that need a real people's token. */
async function personToken(request: APIRequestContext): Promise<string> {
  const phone = randomMobile();
  const person = { name: 'staff page visitor', phone: phone.local, userType: 'Labourer' };
  const since = new Date();
  expect((await request.post('/api/users/signup', { data: person })).status()).toBe(200);
  const otp = await latestOtp(phone.e164, { since });
  const verified = await request.post('/api/users/signup-otp-verify', {
    data: { ...person, otp, consentVersion: PRIVACY_NOTICE_VERSION },
  });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { authToken: string }).authToken;
}

test('an Admin signs in with passcode and SMS code, sees the dashboard, and logs out', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login');
  await expect(page.getByLabel('Passcode')).toHaveAttribute('type', 'password');

  await page.getByLabel('Passcode').fill('certainly-not-the-passcode');
  await page.getByRole('button', { name: 'Send OTP on Mobile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong passcode.');

  await page.getByLabel('Passcode').fill(setupValue('KAAMSETU_E2E_ADMIN_PASSCODE'));
  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP on Mobile' }).click();
  await expect(page.getByLabel('Enter 6-digit OTP')).toBeVisible();
  await enterCode(page, await latestOtp(setupValue('KAAMSETU_E2E_ADMIN_PHONE'), { since }));

  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('staffToken'));
  const admin = await staffBehind(page.request, token);
  expect(admin.role).toBe('Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${admin.name}`);
  await expect(page.getByText(admin.userId, { exact: true })).toBeVisible();
  for (const action of [
    'Add Labourer',
    'Add Employee',
    'Modify Wallet Balance',
    'Block Profiles',
    'All transactions',
  ]) {
    await expect(page.getByRole('link', { name: action, exact: true })).toBeVisible();
  }
  expect(await hasHorizontalScroll(page)).toBe(false);

  // A staff token is not a people's session.
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.evaluate((staffToken) => localStorage.setItem('authToken', staffToken ?? ''), token);
  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fhome$/);
  await page.evaluate(() => localStorage.removeItem('authToken'));

  await page.goto('/admin-dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => localStorage.getItem('staffToken'))).toBeNull();
  const revoked = await page.request.get('/api/staff/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('an Employee signs in with their user id and SMS code, and is kept out of the Admin dashboard', async ({
  page,
}) => {
  await page.goto('/employee-login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employee login');
  // User ids are matched without regard to case.
  await page.getByLabel('User id').fill(setupValue('KAAMSETU_E2E_EMPLOYEE_ID').toLowerCase());
  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  await expect(page.getByLabel('Enter 6-digit OTP')).toBeVisible();
  await enterCode(page, await latestOtp(setupValue('KAAMSETU_E2E_EMPLOYEE_PHONE'), { since }));

  await expect(page).toHaveURL(/\/employee-dashboard$/);
  const employee = await staffBehind(page.request, await page.evaluate(() => localStorage.getItem('staffToken')));
  expect(employee.userId).toBe(setupValue('KAAMSETU_E2E_EMPLOYEE_ID'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${employee.name}`);
  await expect(page.getByRole('link', { name: 'Track Incomplete Profiles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Employee' })).toHaveCount(0);

  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/employee-dashboard$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/employee-login$/);
});

test('an unknown user id gets the answer a real one gets, and no code opens the portal', async ({ page }) => {
  await page.goto('/employee-login');
  await page.getByLabel('User id').fill('EMP-9999');
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  // Nothing tells a made-up user id from a real one: no staff codes can be found this way.
  await expect(
    page.getByText('If this is an active Employee user id, an OTP has been sent to its registered mobile number.'),
  ).toBeVisible();
  await enterCode(page, '123456');
  await expect(page.getByRole('alert')).toHaveText('This OTP did not work. Check your user id and ask for a new OTP.');
  await expect(page).toHaveURL(/\/employee-login$/);
});

test('staff dashboards need a staff sign-in; a people session does not open them', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto('/employee-dashboard');
  await expect(page).toHaveURL(/\/employee-login$/);

  const token = await personToken(page.request);
  await page.evaluate((personToken) => localStorage.setItem('authToken', personToken), token);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);

  // Even placed where a staff token goes, a person's token is refused by the server.
  await page.evaluate((personToken) => localStorage.setItem('staffToken', personToken), token);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto('/employee-dashboard');
  await expect(page).toHaveURL(/\/employee-login$/);
});
