// Safe wages in a real browser at phone size: an Employer who saw a worker's number proposes paid work and pays
// the wage into escrow through the test gateway; the worker sees it secured, accepts and marks the work done;
// 73 hours later (the server's clock moved through the dev-only POST /api/dev/clock) the wage has released
// itself into the worker's Earnings, and the worker downloads the work order. A second agreement is disputed by
// the worker and split by staff: an Employee proposes the split, an Admin settles it. Axe and 360 px checks on
// the pages involved.
//
// Moving the clock moves it for the whole server, so playwright.config.ts runs this file on a server of its
// own (shared only with the other clock-moving files, one test at a time), beside the rest.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { personWithProfile } from './support/audiences';
import { randomMobile } from './support/outbox';
import { setupValue, signInOnPage, staffTokenThroughApi } from './support/staff';
import {
  completeEmployerProfile,
  completeLabourerProfile,
  otherPhone,
  signUpInBrowser,
  uniqueName,
} from './support/people';

test.use({ bypassCSP: true });
// One after the other in one worker: the first moves the server's clock, which would expire a sign-in code the
// second was about to type.
test.describe.configure({ mode: 'default' });

async function expectCleanAt360(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Tomorrow in India's calendar by the server's clock (which the tests before may have moved forward), as a date
 * field takes it. Moving the clock by 0 hours answers the server's time.
 */
async function serverTomorrow(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/dev/clock', { data: { advanceHours: 0 } });
  expect(answer.status()).toBe(200);
  const { now } = (await answer.json()) as { now: string };
  const tomorrow = new Date(Date.parse(now) + 24 * 60 * 60_000);
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
    await page.getByLabel('Start date').fill(await serverTomorrow(page.request));
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
    // The record to take elsewhere: the work order as a PDF.
    const downloading = worker.waitForEvent('download');
    await worker.getByRole('button', { name: 'Download the work order (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kaamsetu-work-order-[0-9a-f]{8}\.pdf$/);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    await worker.goto('/app/wallet');
    await expect(worker.getByText(/₹4,500\.00/).first()).toBeVisible();
  } finally {
    await worker.context().close();
  }
});

/** A worker and an Employer (profiles through the API) with an agreement the worker accepted and is paid for. */
async function fundedAgreementThroughApi(request: APIRequestContext, baseURL: string) {
  const worker = await personWithProfile(baseURL, 'Labourer', {
    name: uniqueName('Mohan'),
    location: 'Pune, Maharashtra',
    skills: 'Painter',
  });
  const employer = await personWithProfile(baseURL, 'Employer', {
    name: uniqueName('Farida'),
    location: 'Pune, Maharashtra',
    companyName: 'Farida Interiors',
  });
  const as = (person: { authToken: string }) => ({
    authorization: `Bearer ${person.authToken}`,
    'idempotency-key': crypto.randomUUID(),
  });
  const post = async (person: { authToken: string }, url: string, data?: object) => {
    const response = await request.post(url, { headers: as(person), ...(data ? { data } : {}) });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  await post(employer, `/api/contacts/${worker.userId}/unlock`);
  const proposed = (await post(employer, '/api/agreements', {
    workerId: worker.userId,
    title: 'Paint the hall and two rooms',
    amountPaise: 6_000_00,
    startsOn: await serverTomorrow(request),
    days: 2,
  })) as { agreement: { id: string } };
  const id = proposed.agreement.id;
  await post(worker, `/api/agreements/${id}/accept`);
  const order = (await post(employer, `/api/agreements/${id}/fund`)) as { orderId: string };
  const paid = await post(employer, `/api/dev/fake-gateway/orders/${order.orderId}/pay`, { outcome: 'success' });
  await post(employer, `/api/agreements/${id}/fund/confirm`, { paymentId: paid.paymentId, signature: paid.signature });
  await post(worker, `/api/agreements/${id}/complete`);
  return { worker, employer, id };
}

async function signedInAs(page: Page, person: { authToken: string; userId: string }): Promise<void> {
  await page.addInitScript((session) => {
    localStorage.setItem('authToken', session.authToken);
    localStorage.setItem('userId', session.userId);
    localStorage.setItem('kaamsetu.language', 'en');
  }, person);
}

test('a worker disputes a short payment; an Employee proposes a split and an Admin settles it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const { worker, employer, id } = await fundedAgreementThroughApi(page.request, baseURL ?? '');

  // The worker opens a dispute with their side; the Employer adds theirs.
  await signedInAs(page, worker);
  await page.goto(`/app/agreements/${id}`);
  await page.getByRole('button', { name: 'Open a dispute' }).click();
  await page
    .getByLabel('What happened?')
    .fill('I painted the hall and both rooms, but only half was agreed to be paid.');
  await page.getByRole('button', { name: 'Send to KaamSetu' }).click();
  await expect(page.getByText('In dispute')).toBeVisible();
  await expectCleanAt360(page);
  const employerPhone = await otherPhone(browser, baseURL);
  try {
    await signedInAs(employerPhone, employer);
    await employerPhone.goto(`/app/agreements/${id}`);
    await employerPhone.getByRole('button', { name: 'Give your side' }).click();
    await employerPhone.getByLabel('What happened?').fill('The second room was left half done and wet.');
    await employerPhone.getByRole('button', { name: 'Send to KaamSetu' }).click();
    await expect(employerPhone.getByText('The second room was left half done and wet.')).toBeVisible();
  } finally {
    await employerPhone.context().close();
  }

  // An Employee reads both sides and proposes ₹4,500 to the worker, ₹1,500 back.
  const admin = {
    portal: 'admin' as const,
    credential: setupValue('KAAMSETU_E2E_ADMIN_SCREENS_PASSCODE'),
    phone: setupValue('KAAMSETU_E2E_ADMIN_SCREENS_PHONE'),
  };
  const adminToken = await staffTokenThroughApi(page.request, admin);
  const employeeMobile = randomMobile();
  const added = await page.request.post('/api/staff/admin/employees', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { name: uniqueName('Meera'), mobile: employeeMobile.local },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { member } = (await added.json()) as { member: { staffCode: string } };
  const staffPage = await otherPhone(browser, baseURL);
  try {
    await signInOnPage(staffPage, { portal: 'employee', credential: member.staffCode, phone: employeeMobile.e164 });
    await staffPage.goto('/agreement-disputes');
    const card = staffPage.locator('li.dispute-card').filter({ hasText: 'Paint the hall and two rooms' });
    await expect(card.getByText('only half was agreed to be paid', { exact: false })).toBeVisible();
    await expect(card.getByText('The second room was left half done and wet.')).toBeVisible();
    await expectCleanAt360(staffPage);
    await card
      .getByLabel(/worker/i)
      .first()
      .fill('4500');
    await card.getByLabel(/reason/i).fill('One room was left unfinished; the worker is paid for the rest.');
    await card.getByRole('button', { name: 'Propose this split' }).click();
    await expect(staffPage.getByText(/proposed/i).first()).toBeVisible();

    // The Admin settles it, after a question.
    await signInOnPage(staffPage, admin);
    await staffPage.goto('/agreement-disputes');
    const adminCard = staffPage
      .locator('article, li, section')
      .filter({ hasText: 'Paint the hall and two rooms' })
      .last();
    await adminCard.getByRole('button', { name: /^Settle: pay ₹4,500/ }).click();
    await staffPage
      .getByRole('dialog')
      .getByRole('button', { name: /Settle/ })
      .click();
    await expect(staffPage.getByText(/Settled by KaamSetu|settled/i).first()).toBeVisible();
  } finally {
    await staffPage.context().close();
  }

  // Both sides see the outcome; the worker's ₹4,500 is in their Earnings.
  await page.goto(`/app/agreements/${id}`);
  await expect(page.getByText('Settled by KaamSetu').first()).toBeVisible();
  await page.goto('/app/wallet');
  await expect(page.getByText(/₹4,500\.00/).first()).toBeVisible();
});
