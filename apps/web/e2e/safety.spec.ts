// Scam reports and due process in a real browser at phone size, against the real server: a worker whose number
// an Employer unlocked taps "Asked me for money" on that Employer's profile; the report leads the staff queue,
// marked, and an Employee warns the Employer, who then sees the warning and its reason on Home; anyone,
// signed out, finds the Employer by number on the number check page. Axe and 360 px on every screen.
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import {
  completeEmployerProfile,
  completeLabourerProfile,
  signUpInBrowser,
  uniqueName,
  otherPhone,
} from './support/people';
import { setupValue, signInOnPage } from './support/staff';

// axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

async function checkScreen(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

const storedUserId = (page: Page) => page.evaluate(() => localStorage.getItem('userId'));
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

test('a worker reports an Employer who unlocked them; staff warn; the Employer sees it; the number check finds them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const workerName = uniqueName('Ramu');
  const employerName = uniqueName('Fee Demand Builders');

  // The worker, on this phone.
  await signUpInBrowser(page, { name: workerName, role: 'Labourer' });
  await completeLabourerProfile(page, { name: workerName, location: 'Pune, Maharashtra', skills: 'Mason' });
  const workerId = await storedUserId(page);

  // The Employer, on theirs, pays to see the worker's number.
  const employerPage = await otherPhone(browser, baseURL);
  const employer = await signUpInBrowser(employerPage, { name: employerName, role: 'Employer' });
  await completeEmployerProfile(employerPage, { name: employerName, location: 'Pune, Maharashtra' });
  const employerId = await storedUserId(employerPage);
  const unlocked = await employerPage.request.post(`/api/contacts/${workerId}/unlock`, {
    headers: { Authorization: `Bearer ${await storedToken(employerPage)}`, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(unlocked.status()).toBe(200);

  // The worker taps "Asked me for money" on the Employer's profile.
  await page.goto(`/app/profile-page/${employerId}`);
  await expect(page.getByRole('heading', { level: 1, name: employerName })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Asked me for money' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'before they can unlock more numbers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asked me for money' })).toBeDisabled();

  // Staff: the report leads the queue, marked; the Employee warns with a reason.
  const staffPage = await otherPhone(browser, baseURL);
  await signInOnPage(staffPage, {
    portal: 'employee',
    credential: setupValue('KAAMSETU_E2E_SAFETY_EMPLOYEE_ID'),
    phone: setupValue('KAAMSETU_E2E_SAFETY_EMPLOYEE_PHONE'),
  });
  await staffPage.goto('/report-profiles');
  const firstCard = staffPage.locator('.staff-card').first();
  await expect(firstCard).toContainText('Asked for money');
  await expect(firstCard).toContainText(employerName);
  await checkScreen(staffPage);
  await firstCard.getByRole('button', { name: 'Warn' }).click();
  const dialog = staffPage.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('Asked a worker for a registration fee');
  await checkScreen(staffPage);
  await dialog.getByRole('button', { name: 'Warn' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: 'warning given' })).toBeVisible();

  // The Employer sees the warning and why, and may appeal.
  await employerPage.goto('/app/home');
  const banner = employerPage.getByRole('region', { name: 'You have a warning' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Reason: Asked a worker for a registration fee');
  await expect(banner.getByRole('button', { name: 'Appeal' })).toBeVisible();
  await checkScreen(employerPage);

  // Anyone, signed out, checks the number that called them.
  const strangerPage = await otherPhone(browser, baseURL);
  await strangerPage.goto('/');
  await strangerPage.getByRole('link', { name: 'Check a number' }).click();
  await expect(strangerPage).toHaveURL(/\/number-check$/);
  const box = strangerPage.getByLabel('Mobile number');
  await expect(box).toHaveValue('');
  await checkScreen(strangerPage);
  await box.fill(employer.phone.local);
  await strangerPage.getByRole('button', { name: 'Check number' }).click();
  await expect(strangerPage.getByText(`${employerName} is an employer on KaamSetu.`)).toBeVisible();
  await expect(strangerPage.getByRole('listitem').filter({ hasText: 'Mobile verified' })).toBeVisible();
  await checkScreen(strangerPage);
});
