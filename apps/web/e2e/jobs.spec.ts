// Jobs near you in a real browser at phone size, against the real server: an Employer posts a plumber's job in
// Jaipur from the form (trade chip, place picked from the list); a plumber of Jaipur who reads Hindi gets the job
// SMS in Hindi, opens its link, applies with one tap and, near their phone's position about 5 km away, sees how
// far it is; the Employer unlocks the applicant's number the usual way and marks them hired; then each may rate
// the other. Every screen fits 360 px without sideways scrolling and has no serious accessibility problem.
import type { Page } from '@playwright/test';
import { QUIET_HOURS } from '@kaamsetu/contract';
import { personWithProfile } from './support/audiences';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test, textOutsideItsBox } from './support/fixtures';
import { messagesTo } from './support/outbox';
import { completeEmployerProfile, phoneContext, signUpInBrowser, uniqueName } from './support/people';

test.use({ viewport: { width: 360, height: 740 }, bypassCSP: true });

async function expectCleanScreen(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await textOutsideItsBox(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

async function postJson(page: Page, url: string, token: string, data: object, method = 'POST') {
  const response = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** India's hour and date on the server's clock (moving it by 0 hours answers the server's time). */
async function serverTimeInIndia(page: Page): Promise<{ hour: number; minute: number; tomorrow: string }> {
  const answer = await page.request.post('/api/dev/clock', { data: { advanceHours: 0 } });
  expect(answer.status()).toBe(200);
  const now = Date.parse(((await answer.json()) as { now: string }).now);
  const india = new Date(now + 5.5 * 60 * 60_000);
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now + 24 * 60 * 60_000);
  return { hour: india.getUTCHours(), minute: india.getUTCMinutes(), tomorrow };
}

/**
 * Job SMS wait for the morning in India's quiet hours. When the run falls in them, the server's clock moves on to
 * 08:05 in India (this file runs alone for that: playwright.config.ts), so the SMS goes out at once as it would
 * by day. Answers the server's tomorrow, the job's start day.
 */
async function toWakingHours(page: Page): Promise<string> {
  const { hour, minute } = await serverTimeInIndia(page);
  if (hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until) {
    const minutesToMorning = ((QUIET_HOURS.until - hour + 24) % 24) * 60 - minute + 5;
    const moved = await page.request.post('/api/dev/clock', { data: { advanceHours: minutesToMorning / 60 } });
    expect(moved.status()).toBe(200);
  }
  const after = await serverTimeInIndia(page);
  expect(after.hour >= QUIET_HOURS.until && after.hour < QUIET_HOURS.from).toBe(true);
  return after.tomorrow;
}

test('an Employer posts a job in Jaipur; a plumber nearby hears of it in Hindi, applies and is hired; both may rate', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // A plumber whose profile is in Jaipur and who reads Hindi; their phone is about 5 km north of the town's middle.
  const workerName = uniqueName('Ramesh');
  const worker = await personWithProfile(baseURL!, 'Labourer', {
    name: workerName,
    location: 'Jaipur, Rajasthan',
    skills: 'Plumber',
  });
  await postJson(page, '/api/me/language', worker.authToken, { language: 'hi' }, 'PUT');
  const { profile } = (await postJson(page, '/api/users/protected/get-profile', worker.authToken, {
    id: worker.userId,
  })) as { profile: { contactNumber: string } };
  const workerPhone = `+91${profile.contactNumber.replace(/\D/g, '').slice(-10)}`;
  // The plumber shares their phone's position, about 5 km north of Jaipur's middle: matching measures from it.
  await postJson(page, '/api/me/position', worker.authToken, { lat: 26.96, lon: 75.79 }, 'PUT');
  const startsOn = await toWakingHours(page);

  // The Employer signs up and posts from the form.
  const employerName = uniqueName('Asha');
  await signUpInBrowser(page, { name: employerName, role: 'Employer' });
  await completeEmployerProfile(page, { name: employerName });
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await expect(page.getByText('You have not posted a job yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();

  const title = `Plumber for bathroom fitting ${workerName.split(' ')[1]}`;
  await page.getByLabel('Job title').fill(title);
  await page.getByText('Plumber', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Plumber' })).toBeChecked();
  const place = page.getByRole('combobox', { name: 'Where is the work?' });
  await place.pressSequentially('jaip', { delay: 40 });
  await page.getByRole('option', { name: 'Jaipur, Rajasthan', exact: true }).click();
  await expect(place).toHaveValue('Jaipur, Rajasthan');
  await page.getByLabel('Wage in rupees').fill('700');
  await page.getByLabel('Start date').fill(startsOn);
  await page.getByLabel('Number of days (optional)').fill('3');
  await page.getByLabel('Details (optional)').fill('Two bathrooms. Fittings supplied, bring your own tools.');
  await expectCleanScreen(page);
  const posting = page.waitForResponse((response) => response.url().endsWith('/api/jobs'));
  await page.getByRole('button', { name: 'Post job' }).click();
  const postAnswer = (await (await posting).json()) as { job: { id: string } };
  expect(postAnswer.job.id).toBeTruthy();
  const jobId = postAnswer.job.id;
  await expect(page.getByRole('heading', { level: 2, name: 'Your job is live' })).toBeVisible();
  await expect(page.getByText('Your job is live. Nearby workers are being told.')).toBeVisible();
  await expectCleanScreen(page);

  // The plumber hears of it in Hindi, by SMS (and in the inbox).
  await expect
    .poll(async () => (await messagesTo(workerPhone)).find((line) => line.body.includes(`/app/jobs/${jobId}`))?.body, {
      timeout: 20_000,
    })
    .toMatch(/^Jaipur में प्लंबर का काम, ₹700\/दिन, .+ से। खोलें: http.+\/app\/jobs\//);
  const sms = (await messagesTo(workerPhone)).find((line) => line.body.includes(`/app/jobs/${jobId}`));
  const jobLink = new URL(/https?:\/\/\S+/.exec(sms!.body)![0]).pathname;
  const inbox = await page.request.get('/api/me/notifications', {
    headers: { authorization: `Bearer ${worker.authToken}` },
  });
  expect(inbox.ok()).toBe(true);
  const { items } = (await inbox.json()) as { items: { jobId?: string; text: string }[] };
  expect(items.find((item) => item.jobId === jobId)?.text).toContain('प्लंबर');

  // The plumber's phone, reading English on this device, with its position about 5 km from Jaipur's middle.
  const workerContext = await phoneContext(browser, baseURL, { latitude: 26.96, longitude: 75.79 });
  const workerPage = await workerContext.newPage();
  try {
    await workerPage.addInitScript(
      ({ token, id }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('userId', id);
        localStorage.setItem('kaamsetu.language', 'en');
        localStorage.setItem('kaamsetu.languageAdoptedFor', token.slice(-16));
      },
      { token: worker.authToken, id: worker.userId },
    );
    await workerPage.goto(jobLink);
    const job = workerPage.getByRole('article', { name: title });
    await expect(workerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(job.getByText('₹700 per day')).toBeVisible();
    await expect(job.getByText(`Posted by ${employerName}`)).toBeVisible();
    await expect(job.getByText('Two bathrooms.', { exact: false })).toBeVisible();
    const share = job.getByRole('link', { name: /Share on WhatsApp/ });
    const shared = new URL((await share.getAttribute('href'))!);
    expect(shared.origin + shared.pathname).toBe('https://wa.me/');
    expect(shared.searchParams.get('text')).toContain(`${title} – ₹700 per day`);
    expect(shared.searchParams.get('text')).toContain(`/jobs/${jobId}`);
    await expectCleanScreen(workerPage);
    await job.getByRole('button', { name: 'Apply' }).click();
    await expect(job.getByRole('status')).toHaveText('You applied. The Employer can now see your profile.');
    await expect(job.getByRole('button', { name: 'Withdraw' })).toBeVisible();

    // The bottom bar's Jobs: near the phone's position the job is about 5 km away.
    await workerPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Jobs' }).click();
    await expect(workerPage.getByRole('heading', { level: 1, name: 'Jobs near you' })).toBeVisible();
    await workerPage.getByRole('button', { name: 'Use my location' }).click();
    await expect(workerPage).toHaveURL(/[?&]near=26\.96%2C75\.79/);
    const card = workerPage.getByRole('article', { name: title });
    await expect(card.locator('.job-distance')).toHaveText(/^[4-6] km away$/);
    await expect(card.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expectCleanScreen(workerPage);

    // The Employer sees the applicant, pays to see the number on their profile, and marks them hired.
    await page.getByRole('link', { name: 'See my jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const applicant = page.locator('.applicant-card').filter({ hasText: workerName });
    await expect(applicant.locator('.job-status')).toContainText('Applied');
    await expectCleanScreen(page);
    await applicant.getByRole('link', { name: `Profile and contact of ${workerName}` }).click();
    await page.getByRole('button', { name: 'View contact (₹15)' }).click();
    await page.getByRole('button', { name: 'Yes, pay ₹15' }).click();
    await expect(page.getByRole('status').filter({ hasText: '₹15 paid from your Credits.' })).toBeVisible();
    await page.goBack();
    await applicant.getByRole('button', { name: 'Mark hired' }).click();
    await expect(applicant.getByRole('status')).toHaveText(`${workerName} is marked hired.`);
    await expect(applicant.locator('.job-status')).toContainText('Hired');
    await expectCleanScreen(page);
    await applicant.getByRole('link', { name: `Rate ${workerName}` }).click();
    await expect(page.getByRole('button', { name: `Rate ${workerName}` })).toBeVisible();

    // The plumber's applications: hired, and the way to rate the Employer.
    await workerPage.getByRole('link', { name: 'My applications' }).click();
    const application = workerPage.getByRole('article', { name: title });
    await expect(application.locator('.job-status')).toContainText('Hired');
    await expectCleanScreen(workerPage);
    await application.getByRole('link', { name: `Rate ${employerName}` }).click();
    await expect(workerPage.getByRole('heading', { level: 1, name: employerName })).toBeVisible();
    await expect(workerPage.getByRole('button', { name: `Rate ${employerName}` })).toBeVisible();
  } finally {
    await workerContext.close();
  }
});
