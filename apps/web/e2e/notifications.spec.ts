// Notifications, "Free today" and job moderation in a real browser at phone size, against the real server: a
// worker marks themselves free today with one tap on Home and an Employer searching their name sees "Free today"
// on the card; the worker opens the inbox from the bottom bar and turns job SMS off, which a reload keeps; an
// Employee reads in words why a job post was held, rejects it with a reason, and finds it rejected in the table
// of all jobs. Nothing wider than 360 px, no serious accessibility problem.
import type { Locator, Page } from '@playwright/test';
import type { PostJobResponse } from '@kaamsetu/contract';
import { personWithProfile, visitAs } from './support/audiences';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test, textOutsideItsBox } from './support/fixtures';
import { phoneContext, uniqueName } from './support/people';

test.use({ viewport: { width: 360, height: 740 }, bypassCSP: true });

const JAIPUR_ID = 1269515;

async function expectFitsAndAccessible(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await textOutsideItsBox(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

/** A person made for this test alone, signed in on the page before its first script runs, reading English. */
async function signInAs(page: Page, person: { userId: string; authToken: string }): Promise<void> {
  await page.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    {
      authToken: person.authToken,
      userId: person.userId,
      'kaamsetu.language': 'en',
      'kaamsetu.languageAdoptedFor': person.authToken.slice(-16),
    },
  );
}

/** The India date `days` from now, as a job's start date. */
function indiaDate(days: number): string {
  const indiaOffsetMs = 5.5 * 60 * 60 * 1000;
  return new Date(Date.now() + indiaOffsetMs + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** An item of a paged list, pressing Show more until it appears. */
async function findInList(page: Page, item: Locator): Promise<void> {
  await expect(async () => {
    if ((await item.count()) === 0) {
      const more = page.getByRole('button', { name: 'Show more' });
      if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
    }
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('a worker marks themselves free today, an Employer sees it on the card, and job SMS turn off in the inbox', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = uniqueName('Kishore');
  const worker = await personWithProfile(baseURL ?? '', 'Labourer', {
    name,
    location: 'Nashik, Maharashtra',
    skills: 'Mason',
  });
  await signInAs(page, worker);
  await page.goto('/app/home');
  const freeToday = page.getByRole('button', { name: "I'm free today" });
  await freeToday.click();
  await expect(page.getByText('You are marked free today. Employers see it on your card.')).toBeVisible();
  await expect(freeToday).toHaveAttribute('aria-pressed', 'true');
  await expectFitsAndAccessible(page);

  // The inbox, from the bottom bar; the job SMS switch under it, on until the worker turns it off.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Inbox/ })
    .click();
  await expect(page).toHaveURL(/\/app\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const jobSms = page.getByRole('switch', { name: 'Job SMS' });
  await expect(jobSms).toBeEnabled();
  await expect(jobSms).toBeChecked();
  await expect(page.getByText('At most 3 job SMS a day.', { exact: false })).toBeVisible();
  await expectFitsAndAccessible(page);
  await jobSms.click();
  await expect(page.getByText('Job SMS are off. Jobs near you still show in your inbox.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Job SMS' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Job SMS' })).not.toBeChecked();

  // An Employer on their own phone, searching the worker's name.
  const context = await phoneContext(browser, baseURL);
  try {
    const employer = await context.newPage();
    await visitAs(employer, 'employer', 'en');
    await employer.goto(`/app/home?q=${encodeURIComponent(name)}`);
    const card = employer.locator('.profile-card').filter({ has: employer.getByRole('link', { name, exact: true }) });
    await expect(card).toContainText('Free today');
    await expectFitsAndAccessible(employer);
  } finally {
    await context.close();
  }
});

test('an Employee reads why a job was held, rejects it with a reason, and finds it rejected among all jobs', async ({
  page,
  baseURL,
}) => {
  const poster = await personWithProfile(baseURL ?? '', 'Employer', {
    name: uniqueName('Naresh'),
    location: 'Jaipur, Rajasthan',
    companyName: 'Quick Jobs',
  });
  const title = `Painters for ${uniqueName('School')}`;
  const posted = await fetch(`${baseURL}/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${poster.authToken}` },
    body: JSON.stringify({
      title,
      trade: 'painter',
      description: 'Registration fee ₹500 to join. Painters needed for classrooms.',
      wagePaise: 700_00,
      wagePer: 'day',
      placeId: JAIPUR_ID,
      startsOn: indiaDate(2),
      workers: 2,
    }),
  });
  expect(posted.status).toBe(201);
  expect(((await posted.json()) as PostJobResponse).job.status).toBe('held');

  await visitAs(page, 'employee', 'en');
  await page.goto('/employee-dashboard');
  await page.getByRole('link', { name: 'Jobs to check', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs to check');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await findInList(page, card);
  await expect(card).toContainText('It asks workers for money (a fee, deposit or advance).');
  await expect(card.getByRole('button', { name: 'Block poster' })).toHaveCount(0);
  await expectFitsAndAccessible(page);

  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject “${title}”?` });
  await dialog.getByRole('textbox').fill('Asks workers for a fee');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`“${title}” was rejected.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('link', { name: 'All jobs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All jobs');
  await page.getByLabel('Show').selectOption('rejected');
  const row = page.getByRole('row').filter({ hasText: title });
  await findInList(page, row);
  await expect(row).toContainText('Reason: Asks workers for a fee');
  await expectFitsAndAccessible(page);
});
