// Verified badges in a real browser on a 360 px phone: an Employee records that they saw a worker's Aadhaar card
// (a full number is refused, only the last 4 characters are taken); an Employer then finds the worker with
// "Verified only", sees ID checked on the card and opens what it means; the worker's own profile says which
// document was seen, how and when. axe and the 360 px width are checked on every screen.
import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { completeEmployerProfile, completeLabourerProfile, signUpInBrowser, uniqueName } from './support/people';
import { setupValue, signInOnPage, type StaffLogin } from './support/staff';

// axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true, viewport: { width: 360, height: 740 } });

const employee = (): StaffLogin => ({
  portal: 'employee',
  credential: setupValue('KAAMSETU_E2E_BADGES_EMPLOYEE_ID'),
  phone: setupValue('KAAMSETU_E2E_BADGES_EMPLOYEE_PHONE'),
});

async function checkScreen(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
  return context.newPage();
}

test('staff record an ID check; the worker’s card shows ID checked and what it means', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const workerName = uniqueName('Kavita');
  await signUpInBrowser(page, { name: workerName, role: 'Labourer' });
  await completeLabourerProfile(page, { name: workerName, location: 'Kothrud, Pune', skills: 'Tiler' });

  // The Employee finds the worker and records the check.
  const staff = await phone(browser);
  await signInOnPage(staff, employee());
  await staff.getByRole('link', { name: 'Search & Modify Labourer Data' }).click();
  await staff.getByLabel('Search by name, mobile number or profile ID').fill(workerName);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  await staff.getByRole('button', { name: `Edit ${workerName}` }).click();
  const checks = staff.getByRole('region', { name: 'Checks' });
  await expect(checks).toContainText('No ID check recorded.');
  await checks.getByRole('button', { name: 'Record ID check' }).click();
  const dialog = staff.getByRole('dialog', { name: `Record ID check for ${workerName}` });
  await expect(dialog.getByLabel('Document')).toBeFocused();
  await dialog.getByLabel('Document').selectOption('Aadhaar card');
  await dialog.getByLabel('Last 4 characters').fill('1234 5678 4821');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A whole number is refused, never cut down to its first characters.
  await expect(
    dialog.getByText('Enter only the last 4 letters or digits of the document, never the full number'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Last 4 characters')).toBeFocused();
  await checkScreen(staff);
  await dialog.getByLabel('Last 4 characters').fill('4821');
  await dialog.getByLabel('How you saw it').selectOption('in person');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(checks.getByRole('status')).toHaveText('ID check recorded.');
  await expect(checks).toContainText(/Aadhaar card ending 4821, seen in person on .+ by Farhan Ali \(EMP-\d{4}\)\./);
  await checkScreen(staff);

  // An Employer asks for verified people only and finds the worker, with ID checked on the card.
  const employer = await phone(browser);
  const employerName = uniqueName('Meera');
  await signUpInBrowser(employer, { name: employerName, role: 'Employer' });
  await completeEmployerProfile(employer, { name: employerName, companyName: 'Meera Interiors' });
  await employer.getByLabel('Search by skill, name or place').fill(workerName);
  await employer.getByRole('button', { name: 'Search', exact: true }).click();
  await employer.getByText('Verified only').click();
  await expect(employer).toHaveURL(/verified=true/);
  const card = employer.getByRole('listitem').filter({ has: employer.getByRole('link', { name: workerName }) });
  const badge = card.getByRole('button', { name: 'ID checked: what does it mean?' });
  await expect(badge).toBeVisible();
  await checkScreen(employer);
  await badge.click();
  const explanation = employer.getByRole('dialog', { name: 'ID checked' });
  await expect(explanation).toContainText(
    'A KaamSetu staff member saw this person’s identity document, in person or on a video call.',
  );
  await expect(explanation).toContainText('never the number or a photo');
  await checkScreen(employer);
  await explanation.getByRole('button', { name: 'Close' }).click();
  await expect(badge).toBeFocused();

  // The worker's own profile says which document was seen and how.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'ID checked: what does it mean?' }).click();
  await expect(page.getByRole('dialog', { name: 'ID checked' })).toContainText(
    /A KaamSetu staff member saw your Aadhaar card in person on .+\./,
  );
  await checkScreen(page);
});
