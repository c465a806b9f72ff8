// Staff in browser tests: the values global-setup exports, and signing an Admin or an Employee in, either
// through their sign-in page (with the code from the SMS outbox) or, for tests about other screens, through
// the API with the token placed where the page keeps it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { latestOtp } from './outbox';

export function setupValue(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; global-setup creates the staff members and exports it`);
  return value;
}

export interface StaffLogin {
  portal: 'admin' | 'employee';
  /** The Admin's passcode or the Employee's user id. */
  credential: string;
  phone: string;
}

export async function signInOnPage(page: Page, { portal, credential, phone }: StaffLogin): Promise<void> {
  await page.goto(`/${portal}-login`);
  await page.getByLabel(portal === 'admin' ? 'Passcode' : 'User id').fill(credential);
  const since = new Date();
  await page.getByRole('button', { name: portal === 'admin' ? 'Send OTP on Mobile' : 'Send OTP', exact: true }).click();
  await expect(page.getByLabel('Enter 6-digit OTP')).toBeVisible();
  await page.getByLabel('Enter 6-digit OTP').fill(await latestOtp(phone, { since }));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${portal}-dashboard$`));
}

/** A staff token through the API, as the sign-in page would get it. */
export async function staffTokenThroughApi(
  request: APIRequestContext,
  { portal, credential, phone }: StaffLogin,
): Promise<string> {
  const body = portal === 'admin' ? { passcode: credential } : { userId: credential };
  const since = new Date();
  expect((await request.post(`/api/staff/${portal}/otp`, { data: body })).status()).toBe(200);
  const otp = await latestOtp(phone, { since });
  const verified = await request.post(`/api/staff/${portal}/verify`, { data: { ...body, otp } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}
