// Dead numbers, money back, in a real browser at phone size: an Employer pays to see a worker's number,
// reports it as not reachable, the worker is asked in the app to confirm it, and when 49 hours pass (the
// server's clock moved through the dev-only POST /api/dev/clock) without a confirmation the Employer finds
// the ₹15 back in Credits, labelled in the wallet's history. Axe and 360 px checks on the pages involved.
//
// Moving the clock moves it for the whole server, so playwright.config.ts runs this file on a server of its
// own (shared only with the other clock-moving files, one test at a time), beside the rest.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import {
  completeEmployerProfile,
  completeLabourerProfile,
  signUpInBrowser,
  uniqueName,
  otherPhone,
} from './support/people';

test.use({ bypassCSP: true });

function credits(page: Page): Locator {
  return page
    .locator('.wallet-balance')
    .filter({ has: page.locator('dt', { hasText: /^Credits$/ }) })
    .locator('.wallet-amount');
}

async function expectCleanAt360(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
}

test('an Employer reports a dead number and gets ₹15 back in Credits when the worker does not confirm in 48 hours', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const worker = await otherPhone(browser, baseURL);
  try {
    const workerName = uniqueName('Sunil');
    await signUpInBrowser(worker, { name: workerName, role: 'Labourer' });
    await completeLabourerProfile(worker, { name: workerName, location: 'Pune, Maharashtra', skills: 'Painter' });
    const workerId = await worker.evaluate(() => localStorage.getItem('userId'));
    expect(workerId).toBeTruthy();

    const employerName = uniqueName('Kiran');
    await signUpInBrowser(page, { name: employerName, role: 'Employer' });
    await completeEmployerProfile(page, { name: employerName, companyName: 'Kiran Interiors' });

    // Pay to see the number.
    await page.goto(`/app/profile-page/${workerId}`);
    await expect(page.getByRole('heading', { level: 1, name: workerName })).toBeVisible();
    await page.getByRole('button', { name: 'View contact (₹15)' }).click();
    await page.getByRole('button', { name: 'Yes, pay ₹15' }).click();
    await expect(page.getByRole('status').filter({ hasText: '₹15 paid from your Credits.' })).toBeVisible();

    // The number does not answer: report it, after a question.
    const report = page.getByRole('button', { name: 'Number wrong or not reachable?' });
    await expect(report).toHaveAccessibleDescription(/You can report it until/);
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Report this number?' });
    await expect(dialog).toContainText(`We will ask ${workerName} to confirm their number by SMS.`);
    await expectCleanAt360(page);
    await dialog.getByRole('button', { name: 'Report number' }).click();
    await expect(dialog).toBeHidden();
    const reported = page.getByRole('status').filter({ hasText: 'You reported this number.' });
    await expect(reported).toBeFocused();
    await expect(report).toHaveCount(0);
    await expectCleanAt360(page);

    // The worker is asked in the app (and by SMS) to confirm the number.
    await worker.goto('/app/home');
    await expect(worker.getByRole('heading', { name: 'Confirm your number' })).toBeVisible();
    await expect(worker.getByText(/An employer could not reach you\./)).toBeVisible();
    await expect(worker.getByRole('button', { name: 'Send me a code' })).toBeVisible();
    await expectCleanAt360(worker);

    // 49 hours pass without a confirmation.
    const moved = await page.request.post('/api/dev/clock', { data: { advanceHours: 49 } });
    expect(moved.status()).toBe(200);

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'returned to your Credits' })).toHaveText(
      '₹15.00 returned to your Credits.',
    );
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/\/app\/wallet$/);
    await expect(credits(page)).toHaveText('₹500.00');
    const refund = page
      .getByRole('table', { name: 'Transactions' })
      .getByRole('row')
      .filter({ hasText: 'Refund: number not reachable' });
    await expect(refund).toContainText('₹15.00');
    await expect(refund).toContainText('Credited');
    await expectCleanAt360(page);

    // Still unconfirmed, the worker is told their profile is out of search until they confirm.
    await worker.reload();
    await expect(worker.getByText(/Your profile is out of search/)).toBeVisible();
  } finally {
    await worker.context().close();
  }
});
