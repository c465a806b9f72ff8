// Money words that are true (issue 21), in a real browser at phone size against the real server: a transfer to
// UPI asks first (the amount, the UPI ID, when it usually arrives) and then says "Requested" with the status
// Pending, never "Transfer Successful!" while nothing is paid; an Employer who paid for a worker's number finds
// the worker under My contacts, with the date, a Call and a WhatsApp button.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatIndianMobile } from '@kaamsetu/contract';
import { personWithProfile } from './support/audiences';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { uniqueName } from './support/people';

interface Session {
  authToken: string;
  userId: string;
}

/** Opens the app already signed in as this person, in English. */
async function signedInAs(page: Page, person: Session): Promise<void> {
  await page.addInitScript((session) => {
    localStorage.setItem('authToken', session.authToken);
    localStorage.setItem('userId', session.userId);
    localStorage.setItem('kaamsetu.language', 'en');
  }, person);
}

/** An Employer made through the API pays to see the worker's number, as the profile page does. */
async function unlockThroughApi(request: APIRequestContext, baseURL: string, workerId: string): Promise<void> {
  const employer = await personWithProfile(baseURL, 'Employer', { name: uniqueName('Employer') });
  const response = await request.post(`/api/contacts/${workerId}/unlock`, {
    headers: { Authorization: `Bearer ${employer.authToken}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.status()).toBe(200);
}

function newWorker(baseURL: string) {
  return personWithProfile(baseURL, 'Labourer', {
    name: uniqueName('Ramesh'),
    location: 'Jaipur, Rajasthan',
    skills: 'Plumber',
  });
}

test('a transfer to UPI shows a confirmation, then "Requested" with the status Pending', async ({ page, baseURL }) => {
  test.slow();
  // Five Employers see the worker's number: ₹10 each, ₹50 of Earnings, the smallest transfer.
  const worker = await newWorker(baseURL!);
  for (let i = 0; i < 5; i += 1) await unlockThroughApi(page.request, baseURL!, worker.userId);

  await signedInAs(page, worker);
  await page.goto('/app/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  const transfer = page.getByRole('form', { name: 'Transfer to UPI' });
  await transfer.getByLabel('Amount in ₹').fill('50');
  await transfer.getByLabel('UPI ID').fill('ramesh@okbank');
  await transfer.getByRole('button', { name: 'Transfer' }).click();

  // Nothing has left yet: the question, with the amount, the UPI ID and when it usually arrives.
  const confirm = page.getByRole('dialog', { name: 'Send this transfer?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('₹50.00');
  await expect(confirm).toContainText('ramesh@okbank');
  await expect(confirm).toContainText('It usually reaches your bank within one working day.');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your transfers' })).toHaveCount(0);
  await expect(page.getByText('No transfers yet.')).toBeVisible();

  // Asked again and confirmed: requested, and pending until staff pay it.
  await transfer.getByLabel('Amount in ₹').fill('50');
  await transfer.getByLabel('UPI ID').fill('ramesh@okbank');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(transfer.getByRole('status')).toHaveText(
    'Requested: ₹50.00 to ramesh@okbank. Status: Pending. It usually reaches your bank within one working day.',
  );
  await expect(page.getByText(/Transfer Successful/)).toHaveCount(0);
  const payouts = page.getByRole('list', { name: 'Your transfers' }).getByRole('listitem');
  await expect(payouts).toHaveCount(1);
  await expect(payouts).toContainText('Pending');
  await expect(payouts).toContainText('To ramesh@okbank');
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('an Employer unlocks a worker and finds them under My contacts, with Call and WhatsApp', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const worker = await newWorker(baseURL!);
  const workerProfile = await page.request.post('/api/users/protected/get-profile', {
    headers: { Authorization: `Bearer ${worker.authToken}` },
    data: { id: worker.userId },
  });
  const { profile } = (await workerProfile.json()) as { profile: { name: string; contactNumber: string } };
  const e164 = profile.contactNumber.startsWith('+') ? profile.contactNumber : `+91${profile.contactNumber}`;
  const employer = await personWithProfile(baseURL!, 'Employer', { name: uniqueName('Asha') });

  await signedInAs(page, employer);
  // Nobody yet: the list says how it fills.
  await page.goto('/app/wallet');
  await page.getByRole('link', { name: 'My contacts' }).click();
  await expect(page).toHaveURL(/\/app\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My contacts' })).toBeVisible();
  await expect(page.getByText("You have not paid for any worker's number yet.", { exact: false })).toBeVisible();

  // The Employer pays to see the worker's number on the worker's page.
  await page.goto(`/app/profile-page/${worker.userId}`);
  await page.getByRole('button', { name: /^View contact/ }).click();
  await page.getByRole('button', { name: /^Yes, pay/ }).click();
  await expect(page.getByRole('link', { name: formatIndianMobile(e164) })).toBeVisible();

  // Later, from the wallet: My contacts has the worker, with the day and both ways to reach them.
  await page.goto('/app/wallet');
  await page.getByRole('link', { name: 'My contacts' }).click();
  const contacts = page.getByRole('list', { name: 'My contacts' }).getByRole('listitem');
  await expect(contacts).toHaveCount(1);
  await expect(contacts.getByRole('link', { name: profile.name, exact: true })).toHaveAttribute(
    'href',
    `/app/profile-page/${worker.userId}`,
  );
  await expect(contacts).toContainText(/Number paid for on \d{1,2} \w{3} \d{4}/);
  await expect(contacts).toContainText(formatIndianMobile(e164));
  await expect(contacts.getByRole('link', { name: `Call ${profile.name}` })).toHaveAttribute('href', `tel:${e164}`);
  await expect(contacts.getByRole('link', { name: `WhatsApp ${profile.name} (opens in a new tab)` })).toHaveAttribute(
    'href',
    `https://wa.me/${e164.slice(1)}`,
  );
  expect(await hasHorizontalScroll(page)).toBe(false);
});
