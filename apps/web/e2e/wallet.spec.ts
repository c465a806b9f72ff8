// The wallet and paid contacts in a real browser at phone size, against the real server and its test payment
// gateway: an Employer's welcome Credits, a recharge that goes through and one that fails, paying to see a
// worker's number, Hire Now and Report Profile; the worker's Earning, who viewed the number, the smallest
// transfer and a confirmed transfer to UPI whose first answer is lost on the way. Axe and 360 px checks in both
// languages.
import type { APIRequestContext, Browser, Locator, Page, Request } from '@playwright/test';
import { formatIndianMobile } from '@kaamsetu/contract';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import {
  completeEmployerProfile,
  completeLabourerProfile,
  signUpInBrowser,
  signUpThroughApi,
  uniqueName,
} from './support/people';

/** Another person, on another phone of the same size. */
async function otherPhone(browser: Browser, baseURL: string | undefined, { bypassCSP = false } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    bypassCSP,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  return context.newPage();
}

async function openWallet(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/app\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
}

function balance(page: Page, label: 'Credits' | 'Earnings'): Locator {
  return page
    .locator('.wallet-balance')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.wallet-amount');
}

/** The history row that says `kind`, e.g. "Recharge", newest first. */
function transaction(page: Page, kind: string): Locator {
  return page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: kind });
}

/** A worker (made in the browser, with a complete profile) whose number employers can pay to see. */
async function workerWithProfile(page: Page, name: string) {
  const person = await signUpInBrowser(page, { name, role: 'Labourer' });
  await completeLabourerProfile(page, { name, location: 'Jaipur, Rajasthan', skills: 'Plumber, Tile fitter' });
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  if (!userId) throw new Error('No userId after sign-up');
  return { ...person, userId };
}

/** An Employer made through the API pays to see the worker's number, as the page does. */
async function unlockThroughApi(request: APIRequestContext, workerId: string, employerName: string): Promise<void> {
  const employer = await signUpThroughApi(request, { name: employerName, role: 'Employer' });
  const response = await request.post(`/api/contacts/${workerId}/unlock`, {
    headers: { Authorization: `Bearer ${employer.authToken}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.status()).toBe(200);
}

/** Transfer to UPI as a worker does: the amount, the UPI ID, Transfer, then Confirm in the question it asks. */
async function transferToUpi(page: Page, rupees: string, upiId: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Transfer to UPI' });
  await form.getByLabel('Amount in ₹').fill(rupees);
  await form.getByLabel('UPI ID').fill(upiId);
  await form.getByRole('button', { name: 'Transfer' }).click();
  await page.getByRole('dialog', { name: 'Send this transfer?' }).getByRole('button', { name: 'Confirm' }).click();
}

async function recharge(page: Page, rupees: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Recharge' });
  await form.getByLabel('Amount in ₹').fill(rupees);
  await form.getByRole('button', { name: 'Recharge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment — no real money' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an Employer recharges and pays to see a worker’s number, hires and reports; the worker earns and transfers to UPI', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const worker = await otherPhone(browser, baseURL);
  try {
    const workerName = uniqueName('Ramesh');
    const labourer = await workerWithProfile(worker, workerName);

    // The Employer starts with the welcome Credits.
    const employerName = uniqueName('Asha');
    await signUpInBrowser(page, { name: employerName, role: 'Employer' });
    await completeEmployerProfile(page, { name: employerName, companyName: 'Sharma Builders' });
    await openWallet(page);
    await expect(balance(page, 'Credits')).toHaveText('₹500.00');
    // An Employer's wallet holds only what an Employer can use: no Earnings, no transfer to UPI.
    await expect(page.locator('.wallet-balance dt')).toHaveText(['Credits']);
    await expect(page.getByRole('form', { name: 'Transfer to UPI' })).toHaveCount(0);
    await expect(transaction(page, 'Welcome Credits')).toContainText('₹500.00');
    await expect(transaction(page, 'Welcome Credits')).toContainText('Credited');

    // The spec's check, before anything is sent.
    const rechargeForm = page.getByRole('form', { name: 'Recharge' });
    await rechargeForm.getByLabel('Amount in ₹').fill('0');
    await rechargeForm.getByRole('button', { name: 'Recharge' }).click();
    await expect(rechargeForm.getByRole('alert')).toHaveText('Please enter a valid recharge amount.');
    await expect(rechargeForm.getByLabel('Amount in ₹')).toBeFocused();

    // ₹100 through the test gateway, which says plainly that no real money moves.
    let dialog = await recharge(page, '100');
    await expect(dialog).toContainText('TEST MODE');
    await expect(dialog).toContainText('₹100.00');
    await dialog.getByRole('button', { name: 'Pay ₹100.00' }).click();
    await expect(dialog).toBeHidden();
    await expect(rechargeForm.getByRole('status')).toHaveText('Recharge Successful! Your Credits are now ₹600.00.');
    await expect(balance(page, 'Credits')).toHaveText('₹600.00');
    await expect(transaction(page, 'Recharge')).toContainText('₹100.00');

    // A payment that fails adds nothing.
    dialog = await recharge(page, '50');
    await dialog.getByRole('button', { name: 'Fail payment' }).click();
    await expect(rechargeForm.getByRole('alert')).toHaveText('The payment did not go through. No money was taken.');
    await expect(rechargeForm.getByRole('button', { name: 'Recharge' })).toBeFocused();
    await page.reload();
    await expect(balance(page, 'Credits')).toHaveText('₹600.00');
    await expect(transaction(page, 'Recharge')).toHaveCount(1);

    // The worker's number: its price and where the money goes, a confirmation, then the number.
    await page.goto(`/app/profile-page/${labourer.userId}`);
    await expect(page.getByRole('heading', { level: 1, name: workerName })).toBeVisible();
    const view = page.getByRole('button', { name: 'View contact (₹15)' });
    await expect(view).toHaveAccessibleDescription('₹10 to the worker + ₹5 platform fee');
    const shown = formatIndianMobile(labourer.phone.e164);
    await expect(page.getByText(shown)).toHaveCount(0);
    await view.click();
    await expect(page.locator('#contact-confirm-question')).toBeFocused();
    await expect(page.locator('#contact-confirm-question')).toContainText(
      `Pay ₹15 from your Credits to see the number of ${workerName}?`,
    );
    await page.getByRole('button', { name: 'Yes, pay ₹15' }).click();
    const call = page.getByRole('link', { name: shown });
    await expect(call).toHaveAttribute('href', `tel:${labourer.phone.e164}`);
    await expect(call).toBeFocused();
    await expect(page.getByRole('link', { name: /^Message on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${labourer.phone.e164.slice(1)}`,
    );
    await expect(page.getByRole('status').filter({ hasText: '₹15 paid from your Credits.' })).toHaveText(
      '₹15 paid from your Credits. Credits left: ₹585.00.',
    );
    // Paid once: the number stays without paying again.
    await page.reload();
    await expect(page.getByRole('link', { name: shown })).toBeVisible();
    await expect(page.getByRole('button', { name: /^View contact/ })).toHaveCount(0);

    // Hire Now: the form's own checks, then the request.
    await page.getByRole('button', { name: 'Hire Now' }).click();
    const hire = page.getByRole('form', { name: 'Hire Now' });
    await expect(hire.getByLabel('Work location')).toBeFocused();
    await hire.getByRole('button', { name: 'Send request' }).click();
    await expect(hire.getByRole('alert').first()).toHaveText('Enter the work location');
    await hire.getByLabel('Work location').fill('Malviya Nagar, Jaipur');
    await hire.getByLabel('Daily wage in ₹').fill('700');
    await hire.getByLabel('Details').fill('Bathroom tiling, three days from Monday');
    await hire.getByRole('button', { name: 'Send request' }).click();
    await expect(hire).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Request sent.' })).toHaveText(
      'Request sent. Our team will contact the worker and call you back.',
    );
    await expect(page.getByRole('button', { name: 'Hire Now' })).toBeFocused();

    // Report Profile: once is enough; a second report is refused with the server's reason.
    for (const expected of ['sent', 'already'] as const) {
      await page.getByRole('button', { name: 'Report Profile' }).click();
      const report = page.getByRole('form', { name: 'Report Profile' });
      await report.getByLabel('Reason').selectOption({ label: 'Fake profile' });
      await report.getByLabel('Tell us more').fill('The photo is of someone else');
      await report.getByRole('button', { name: 'Send report' }).click();
      if (expected === 'sent') {
        await expect(page.getByRole('status').filter({ hasText: 'Thank you.' })).toHaveText(
          'Thank you. Our team will look at this profile.',
        );
      } else {
        await expect(report.getByRole('alert')).toHaveText(
          'You have already reported this profile. Our team is looking at it.',
        );
        await report.getByRole('button', { name: 'Cancel' }).click();
      }
    }
    expect(await hasHorizontalScroll(page)).toBe(false);

    await openWallet(page);
    await expect(balance(page, 'Credits')).toHaveText('₹585.00');
    await expect(transaction(page, "Viewed a worker's number")).toContainText('₹15.00');
    await expect(transaction(page, "Viewed a worker's number")).toContainText('Debited');

    // The worker: ₹10 Earned, and who paid for it.
    await openWallet(worker);
    await expect(balance(worker, 'Earnings')).toHaveText('₹10.00');
    // A worker's wallet has no Credits to recharge.
    await expect(worker.getByRole('form', { name: 'Recharge' })).toHaveCount(0);
    await expect(worker.locator('.wallet-balance dt')).toHaveText(['Earnings']);
    const viewers = worker.getByRole('list', { name: 'Who viewed your number' });
    await expect(viewers.getByRole('listitem')).toHaveCount(1);
    await expect(viewers).toContainText(employerName);
    await expect(viewers).toContainText('Sharma Builders');
    await expect(transaction(worker, 'An employer viewed your number')).toContainText('₹10.00');

    // ₹10 is less than the smallest transfer, which the server says.
    const transfer = worker.getByRole('form', { name: 'Transfer to UPI' });
    await transferToUpi(worker, '10', 'ramesh@okbank');
    await expect(transfer.getByRole('alert')).toHaveText('The smallest transfer is ₹50.');
    await expect(balance(worker, 'Earnings')).toHaveText('₹10.00');
    // A worker's wallet has no Credits to recharge.
    await expect(worker.getByRole('form', { name: 'Recharge' })).toHaveCount(0);
    await expect(worker.locator('.wallet-balance dt')).toHaveText(['Earnings']);

    // Four more employers see the number: ₹50.
    for (const n of [2, 3, 4, 5]) await unlockThroughApi(worker.request, labourer.userId, uniqueName(`Employer${n}`));
    await worker.reload();
    await expect(balance(worker, 'Earnings')).toHaveText('₹50.00');
    await expect(viewers.getByRole('listitem')).toHaveCount(5);

    // The first answer of the transfer is lost on the way (the server did the work); the page asks again with
    // the same Idempotency-Key and the money leaves once.
    const sent: Request[] = [];
    await worker.route('**/api/wallet/payouts', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sent.push(route.request());
      if (sent.length === 1) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.fallback();
    });
    await transferToUpi(worker, '50', 'ramesh@okbank');
    // Requested, not "Transfer Successful!": nothing is paid while it is pending (issue 21).
    await expect(transfer.getByRole('status')).toHaveText(
      'Requested: ₹50.00 to ramesh@okbank. Status: Pending. It usually reaches your bank within one working day.',
    );
    expect(sent).toHaveLength(2);
    const keys = await Promise.all(sent.map((request) => request.headerValue('idempotency-key')));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await worker.unrouteAll();

    await worker.reload();
    await expect(balance(worker, 'Earnings')).toHaveText('₹0.00');
    const payouts = worker.getByRole('list', { name: 'Your transfers' }).getByRole('listitem');
    await expect(payouts).toHaveCount(1);
    await expect(payouts).toContainText('₹50.00');
    await expect(payouts).toContainText('Pending');
    await expect(payouts).toContainText('To ramesh@okbank');
    await expect(transaction(worker, 'Transfer to UPI')).toHaveCount(1);
    await expect(transaction(worker, 'Transfer to UPI')).toContainText('ramesh@okbank');
    await expect(transaction(worker, 'Transfer to UPI')).toContainText('Debited');
    expect(await hasHorizontalScroll(worker)).toBe(false);

    // The worker's own page has nothing to pay, hire or report.
    await worker.goto(`/app/profile-page/${labourer.userId}`);
    await expect(worker.getByRole('heading', { level: 1, name: workerName })).toBeVisible();
    for (const name of [/^View contact/, 'Hire Now', 'Report Profile']) {
      await expect(worker.getByRole('button', { name })).toHaveCount(0);
    }
  } finally {
    await worker.context().close();
  }
});

test('a worker’s profile draws the number’s offer with the page: its buttons never move under the thumb', async ({
  page,
  browser,
  baseURL,
}) => {
  const worker = await otherPhone(browser, baseURL);
  try {
    const labourer = await workerWithProfile(worker, uniqueName('Suresh'));
    const employerName = uniqueName('Kavita');
    await signUpInBrowser(page, { name: employerName, role: 'Employer' });
    await completeEmployerProfile(page, { name: employerName, companyName: 'Kavita Interiors' });

    // The offer's answer comes a second after the profile's, as on a slow connection: on a visit from a search
    // inside the app, and on a first visit to the page's address.
    await page.route(`**/api/contacts/${labourer.userId}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const hire = page.getByRole('button', { name: 'Hire Now' });
    const offer = page.getByRole('button', { name: 'View contact (₹15)' });
    for (const visit of ['from a search', 'first'] as const) {
      if (visit === 'first') await page.goto(`/app/profile-page/${labourer.userId}`);
      else {
        await page.goto(`/app/home?q=${encodeURIComponent(labourer.name)}`);
        await page.getByRole('link', { name: labourer.name }).click();
      }
      await expect(hire).toBeVisible();
      const before = await hire.boundingBox();
      await expect(offer).toBeVisible();
      expect(await hire.boundingBox(), `${visit} visit`).toEqual(before);
    }
  } finally {
    await worker.context().close();
  }
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });

  async function expectNoSeriousViolations(page: Page): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
  }

  async function switchTo(page: Page, language: 'en' | 'hi'): Promise<void> {
    await page.evaluate((lang) => localStorage.setItem('kaamsetu.language', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }

  test('the wallet and a worker’s profile, in English and Hindi, have no serious violations and fit 360 px', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    // axe is injected into the worker's phone too.
    const worker = await otherPhone(browser, baseURL, { bypassCSP: true });
    try {
      const labourer = await workerWithProfile(worker, uniqueName('Venkatasubramanian'));
      const employerName = uniqueName('Ramakrishnanpillai');
      await signUpInBrowser(page, { name: employerName, role: 'Employer' });
      await completeEmployerProfile(page, { name: employerName, companyName: 'Thiruvananthapuram Constructions' });
      await openWallet(page);
      await recharge(page, '10000');
      await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
      await expect(balance(page, 'Credits')).toHaveText('₹10,500.00');

      for (const language of ['en', 'hi'] as const) {
        await page.goto('/app/wallet');
        await switchTo(page, language);
        await expect(page.locator('.wallet-table')).toBeVisible();
        await expectNoSeriousViolations(page);
        // The Recharge form showing its error, and the test checkout open.
        await page.locator('#recharge-amount').fill('0');
        await page.locator('form[aria-labelledby="recharge-title"] button[type="submit"]').click();
        await expect(page.locator('#recharge-amount-error')).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.locator('#recharge-amount').fill('10');
        await page.locator('form[aria-labelledby="recharge-title"] button[type="submit"]').click();
        await expect(page.locator('dialog.checkout-dialog')).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog.checkout-dialog')).toHaveCount(0);

        await page.goto(`/app/profile-page/${labourer.userId}`);
        await expect(page.locator('.contact-unlock button')).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.locator('.contact-unlock button').click();
        await expect(page.locator('#contact-confirm-question')).toBeFocused();
        await expectNoSeriousViolations(page);
        await page.locator('.contact-confirm button').nth(1).click();
        await page.locator('.profile-actions > button[aria-expanded]').first().click();
        await page.locator('#hire-now button[type="submit"]').click();
        await expect(page.locator('#hire-now-location-error')).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.locator('.profile-actions > button[aria-expanded]').nth(1).click();
        await page.locator('#report-profile button[type="submit"]').click();
        await expect(page.locator('#report-profile-reason-error')).toBeVisible();
        await expectNoSeriousViolations(page);

        // The worker's wallet, its Transfer to UPI form showing its errors.
        await worker.goto('/app/wallet');
        await switchTo(worker, language);
        await expect(worker.locator('.wallet-table')).toBeVisible();
        await expectNoSeriousViolations(worker);
        await worker.locator('form[aria-labelledby="transfer-title"] button[type="submit"]').click();
        await expect(worker.locator('#transfer-upi-error')).toBeVisible();
        await expectNoSeriousViolations(worker);
      }
    } finally {
      await worker.context().close();
    }
  });
});
