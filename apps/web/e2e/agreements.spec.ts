// Safe wages in a real browser at phone size: an Employer who saw a worker's number proposes paid work and pays
// the wage into escrow through the test gateway; the worker sees it secured, accepts and marks the work done;
// 73 hours later (the server's clock moved through the dev-only POST /api/dev/clock) the wage has released
// itself into the worker's Earnings. Axe and 360 px checks on the pages involved.
//
// Moving the clock moves it for the whole server, so playwright.config.ts runs this file alone, after the rest.
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import {
  completeEmployerProfile,
  completeLabourerProfile,
  otherPhone,
  signUpInBrowser,
  uniqueName,
} from './support/people';

test.use({ bypassCSP: true });

async function expectCleanAt360(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Tomorrow in India's calendar, as a date field takes it. */
function tomorrowInIndia(): string {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(tomorrow);
}

test('an Employer proposes and pays; the worker sees it secured, accepts, marks it done, and is paid by itself 72 hours later', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const worker = await otherPhone(browser, baseURL);
  try {
    const workerName = uniqueName('Ramesh');
    await signUpInBrowser(worker, { name: workerName, role: 'Labourer' });
    await completeLabourerProfile(worker, { name: workerName, location: 'Jaipur, Rajasthan', skills: 'Mason' });
    const workerId = await worker.evaluate(() => localStorage.getItem('userId'));
    expect(workerId).toBeTruthy();

    const employerName = uniqueName('Kavita');
    await signUpInBrowser(page, { name: employerName, role: 'Employer' });
    await completeEmployerProfile(page, { name: employerName, companyName: 'Kavita Constructions' });

    // First an engagement: the Employer pays to see the number.
    await page.goto(`/app/profile-page/${workerId}`);
    await expect(page.getByRole('heading', { level: 1, name: workerName })).toBeVisible();
    await page.getByRole('button', { name: 'View contact (₹15)' }).click();
    await page.getByRole('button', { name: 'Yes, pay ₹15' }).click();
    await expect(page.getByRole('status').filter({ hasText: '₹15 paid from your Credits.' })).toBeVisible();

    // Then the proposal, from the worker's profile.
    await page.getByRole('link', { name: 'Propose paid work' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Propose paid work' })).toBeVisible();
    await page.getByLabel('What is the work?').fill('Build a boundary wall');
    await page.getByLabel('Wage for the whole work, in rupees').fill('4500');
    await page.getByLabel('Start date').fill(tomorrowInIndia());
    await page.getByLabel('Number of days').fill('3');
    await expectCleanAt360(page);
    await page.getByRole('button', { name: 'Propose' }).click();
    await expect(page).toHaveURL(/\/app\/agreements\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Waiting for an answer')).toBeVisible();
    const agreementPath = new URL(page.url()).pathname;

    // The Employer pays the wage into escrow through the test gateway.
    await page.getByRole('button', { name: /^Pay ₹4,500/ }).click();
    await page
      .getByRole('dialog', { name: /^Pay ₹4,500.* to KaamSetu\?$/ })
      .getByRole('button', { name: /^Pay ₹4,500/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Test payment — no real money' })
      .getByRole('button', { name: /^Pay ₹4,500/ })
      .click();
    await expect(page.getByText('Wage held by KaamSetu')).toBeVisible();
    await expectCleanAt360(page);

    // The worker is told in the inbox, and sees the money secured before saying yes.
    await worker.goto('/app/notifications');
    await expect(worker.getByText(/offers you paid work: "Build a boundary wall"/)).toBeVisible();
    await worker.getByRole('link', { name: 'See the agreement' }).first().click();
    await expect(worker).toHaveURL(new RegExp(`${agreementPath}$`));
    await expect(worker.getByText(/₹4,500(\.00)? secured for this work/)).toBeVisible();
    await expectCleanAt360(worker);
    await worker.getByRole('button', { name: 'Accept' }).click();
    await expect(worker.getByRole('status').filter({ hasText: 'You accepted.' })).toBeVisible();
    await worker.goto('/app/home');
    await expect(worker.getByText(/₹4,500(\.00)? secured for your work/)).toBeVisible();

    await worker.goto(agreementPath);
    await worker.getByRole('button', { name: 'Mark work done' }).click();
    await worker.getByRole('dialog').getByRole('button', { name: 'Mark work done' }).click();
    await expect(worker.getByText('Work marked done', { exact: true }).first()).toBeVisible();

    // Nobody releases and nobody disputes: 73 hours later the wage has paid itself out.
    const moved = await page.request.post('/api/dev/clock', { data: { advanceHours: 73 } });
    expect(moved.status()).toBe(200);
    await worker.reload();
    await expect(worker.getByText('Paid in full')).toBeVisible();
    await expect(worker.getByText('Wage released by itself')).toBeVisible();
    await expectCleanAt360(worker);
    await worker.goto('/app/wallet');
    await expect(worker.getByText(/₹4,500\.00/).first()).toBeVisible();
  } finally {
    await worker.context().close();
  }
});
