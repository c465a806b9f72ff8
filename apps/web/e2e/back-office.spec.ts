// The back office in a real browser against the real server: an Employee adds a Labourer in three steps
// (the privacy notice and code texted in the Labourer's language, read from the SMS outbox of their number),
// finds them and changes their location;
// Employers report that Labourer and send Hire Now; the Employee escalates one report, rejects another,
// marks the Hire Now request Done, completes an Employer's profile and reads the Labourer's transactions; an
// Employee is refused the Admin's screens; the Admin blocks the profile from the escalated report. axe and
// the 360 px width are checked on every screen, in English and in Hindi.
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { latestOtp, messagesTo, randomMobile } from './support/outbox';
import { photoFile, signUpThroughApi, uniqueName, type ApiPerson } from './support/people';
import { setupValue, signInOnPage, staffTokenThroughApi, type StaffLogin } from './support/staff';

// axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });
// The Hindi sweep signs the same Admin in again; one after the other keeps their codes apart.
test.describe.configure({ mode: 'serial' });

const employee = (): StaffLogin => ({
  portal: 'employee',
  credential: setupValue('KAAMSETU_E2E_BACK_OFFICE_EMPLOYEE_ID'),
  phone: setupValue('KAAMSETU_E2E_BACK_OFFICE_EMPLOYEE_PHONE'),
});
const admin = (): StaffLogin => ({
  portal: 'admin',
  credential: setupValue('KAAMSETU_E2E_BACK_OFFICE_ADMIN_PASSCODE'),
  phone: setupValue('KAAMSETU_E2E_BACK_OFFICE_ADMIN_PHONE'),
});

/** What every screen must pass: no serious accessibility violation, no sideways scrolling at 360 px. */
async function checkScreen(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

async function openFromDashboard(page: Page, action: string): Promise<void> {
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await page.getByRole('link', { name: action, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(action);
}

async function asPerson(page: Page, person: ApiPerson, method: 'post', path: string, data: object) {
  const response = await page.request[method](path, { headers: { Authorization: `Bearer ${person.authToken}` }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

test('an Employee adds and edits a Labourer, handles their report and Hire Now; the Admin blocks them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const labourer = { name: uniqueName('Bhola'), mobile: randomMobile() };

  // Screens of the back office need a staff sign-in.
  await page.goto('/report-profiles');
  await expect(page).toHaveURL(/\/employee-login$/);
  await signInOnPage(page, employee());

  // Add Labourer, step 1: the form's own check, then a code to the Labourer's mobile, in the language they read.
  await page.getByRole('link', { name: 'Add Labourer', exact: true }).click();
  await expect(page).toHaveURL(/\/add-labourer$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(labourer.name);
  await page.getByLabel("Person's language").selectOption('हिन्दी');
  await page.getByLabel('Mobile number', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid 10-digit mobile number.');
  await expect(page.getByLabel('Mobile number', { exact: true })).toBeFocused();
  await checkScreen(page);
  await page.getByLabel('Mobile number', { exact: true }).fill(labourer.mobile.local);
  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();

  // Step 2: the notice the Employee reads out (in English, their language), while the SMS carries it in
  // Hindi; a wrong code is refused with the spec's words; the right one creates the account.
  const code = page.getByLabel('Enter 6-digit OTP');
  await expect(code).toBeFocused();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Read this to the person first' })).toContainText(
    'Employers pay to see your number.',
  );
  const otp = await latestOtp(labourer.mobile.e164, { since });
  const sms = (await messagesTo(labourer.mobile.e164)).at(-1)?.body ?? '';
  expect(sms).toContain(`${otp} आपका KaamSetu कोड है।`);
  expect(sms).toContain('आप ऐप में कभी भी अपना खाता मिटा सकते हैं');
  await code.fill(otp === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and create the account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP. Try again!');
  await checkScreen(page);
  await code.fill(otp);
  await page.getByRole('button', { name: 'Verify and create the account' }).click();

  // Step 3: photo, location, skills and work experience.
  await expect(page.getByRole('heading', { name: 'Photo and profile' })).toBeFocused();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Save and add Labourer' }).click();
  await expect(page.getByRole('alert')).toHaveText([
    'Add a photo of the person so employers can recognise them',
    'Enter the location',
    'Enter at least one skill',
  ]);
  await checkScreen(page);
  await page.getByLabel('Location', { exact: true }).fill('Sanganer, Jaipur');
  await page.getByLabel('Skills', { exact: true }).fill('Mason, Tile fitter');
  await page.getByLabel('Work Experience', { exact: true }).fill('8 years of house construction');
  await page.getByLabel('Choose a photo', { exact: true }).setInputFiles(photoFile);
  await expect(page.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and add Labourer' }).click();
  await expect(page.getByRole('heading', { name: 'Labourer added successfully!' })).toBeFocused();
  const labourerId = (await page.locator('.staff-done .staff-id').textContent()) ?? '';
  expect(labourerId).toMatch(/^[0-9a-f-]{36}$/);
  await checkScreen(page);

  // Search & Modify: found by name and by mobile; the location changed.
  await page.getByRole('link', { name: 'Search & Modify Labourer Data' }).click();
  await expect(page).toHaveURL(/\/search-modify-labourer$/);
  const search = page.getByLabel('Search by name, mobile number or profile ID');
  await search.fill(labourer.mobile.local);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 profile found.');
  await search.fill(labourer.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Results for “${labourer.name}”` })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: `Edit ${labourer.name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${labourer.name}` })).toBeFocused();
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Sanganer, Jaipur');
  await page.getByLabel('Location', { exact: true }).fill('Malviya Nagar, Jaipur');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'updated' })).toHaveText(
    'Labourer details updated successfully!',
  );
  await checkScreen(page);
  await page.getByRole('button', { name: 'Back to results' }).click();
  const card = page.getByRole('listitem').filter({ hasText: labourer.name });
  await expect(card).toContainText('Malviya Nagar, Jaipur');
  await search.fill('Nobody Has This Name Zzq');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/^No labourers match this search/)).toBeVisible();

  // Employers report the Labourer (twice, by two Employers) and one sends Hire Now.
  const hirer = await signUpThroughApi(page.request, { name: uniqueName('Kamal'), role: 'Employer' });
  const other = await signUpThroughApi(page.request, { name: uniqueName('Sarla'), role: 'Employer' });
  const report = { profileId: labourerId, reason: 'Fake profile', details: 'The photo is of someone else' };
  await asPerson(page, hirer, 'post', '/api/reports', report);
  await asPerson(page, other, 'post', '/api/reports', { ...report, reason: 'Wrong or misleading details' });
  await asPerson(page, hirer, 'post', '/api/mediation-requests', {
    labourerId,
    location: 'Malviya Nagar, Jaipur',
    salary: 650,
    details: 'Plastering, two days from Monday',
  });

  // Reports: the hirer's is escalated, the other one rejected with a reason. An Employee has no escalated list.
  await openFromDashboard(page, 'Report Profiles Requests');
  const reportBy = (reporter: ApiPerson) =>
    page
      .getByRole('listitem')
      .filter({ hasText: `${labourer.name} (Labourer)` })
      .filter({ hasText: reporter.name });
  await expect(reportBy(hirer)).toContainText('Fake profile');
  await expect(page.getByRole('heading', { name: 'Escalated to Admin' })).toHaveCount(0);
  await checkScreen(page);
  await reportBy(hirer).getByRole('button', { name: 'Escalate to Admin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report ID' })).toHaveText(
    /^Report ID \d+ escalated to Admin\.$/,
  );
  await expect(reportBy(hirer)).toHaveCount(0);
  await reportBy(other).getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = page.getByRole('dialog', { name: /^Reject report ID \d+\?$/ });
  await expect(rejectDialog.getByLabel('Reason')).toBeFocused();
  await checkScreen(page);
  await rejectDialog.getByLabel('Reason').fill('The details match the worker’s documents');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Report ID' })).toHaveText(/^Report ID \d+ rejected\.$/);
  await expect(reportBy(other)).toHaveCount(0);

  // Mediation: the hirer's request, with both numbers, marked Done.
  await openFromDashboard(page, 'Mediation Requests');
  const request = page.getByRole('listitem').filter({ hasText: labourer.name }).filter({ hasText: hirer.name });
  await expect(request).toContainText('₹650/day');
  await expect(request.getByRole('link', { name: labourer.mobile.local.replace(/^(\d{5})/, '$1 ') })).toHaveAttribute(
    'href',
    `tel:${labourer.mobile.e164}`,
  );
  await checkScreen(page);
  await request.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mediation request ID' })).toHaveText(
    /^Mediation request ID \d+ confirmed\. Labourer contacted\.$/,
  );
  await expect(request).toHaveCount(0);

  // The hirer sees the outcome on their own profile page.
  const hirerPage = await page.context().newPage();
  await hirerPage.goto('/');
  await hirerPage.evaluate(
    ([token, userId]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userId', userId);
    },
    [hirer.authToken, hirer.userId] as const,
  );
  await hirerPage.goto('/app/profile');
  const outcome = hirerPage
    .getByRole('region', { name: 'Hire Now requests' })
    .getByRole('listitem')
    .filter({ hasText: labourer.name });
  await expect(outcome).toContainText('Done: the labourer was contacted');
  // A request marked Done is a meeting: the Employer is asked to rate the worker.
  await expect(
    hirerPage
      .getByRole('region', { name: 'Rate the people you met' })
      .getByRole('button', { name: `Rate ${labourer.name}` }),
  ).toBeVisible();
  await hirerPage.close();

  // Incomplete profiles: the other Employer never filled in a profile; the modal completes it.
  await openFromDashboard(page, 'Track Incomplete Profiles');
  const row = page.getByRole('row').filter({ hasText: other.name });
  // The status is one phrase: what is still missing.
  await expect(row).toContainText('Missing: photo, location, company name');
  await checkScreen(page);
  await row.getByRole('button', { name: 'Complete Profile' }).click();
  const completeDialog = page.getByRole('dialog', { name: `Complete the profile of ${other.name}` });
  await completeDialog.getByRole('button', { name: 'Save & Complete' }).click();
  await expect(completeDialog.getByRole('alert')).toHaveText('Enter the location');
  await expect(completeDialog.getByLabel('Location')).toBeFocused();
  await checkScreen(page);
  await completeDialog.getByLabel('Location').fill('Vaishali Nagar, Jaipur');
  // Staff can add the person's photo here too, processed as the person's own upload is.
  await completeDialog.getByLabel('Choose a photo', { exact: true }).setInputFiles(photoFile);
  await expect(completeDialog.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
  await completeDialog.getByRole('button', { name: 'Save & Complete' }).click();
  await expect(completeDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Profile completed.' })).toBeVisible();
  await expect(row.getByText('Complete', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('Missing');
  await expect(row.getByRole('rowheader').locator('img')).toHaveAttribute('src', /^\/media\/profiles\/.+\.webp$/);
  await expect(row.getByRole('button', { name: 'Complete Profile' })).toHaveCount(0);

  // Profilewise transactions: the Labourer's welcome Credits.
  await openFromDashboard(page, 'Profilewise Transactions');
  await page.getByLabel('Search by name, mobile number or profile ID').fill(labourerId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `View transactions of ${labourer.name}` }).click();
  await expect(page.getByRole('heading', { name: `Transactions of ${labourer.name}` })).toBeFocused();
  await expect(page.getByRole('table')).toContainText('Welcome Credits');
  await checkScreen(page);

  // An Employee is refused the Admin's screens, in the page and by the server.
  await page.goto('/modify-wallet-balance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Only for Admins');
  await checkScreen(page);
  const employeeToken = await page.evaluate(() => localStorage.getItem('staffToken'));
  const refused = await page.request.get('/api/staff/reports?status=escalated', {
    headers: { Authorization: `Bearer ${employeeToken}` },
  });
  expect(refused.status()).toBe(403);

  // The Admin blocks the profile from the escalated report.
  await page.evaluate(() => localStorage.removeItem('staffToken'));
  await signInOnPage(page, admin());
  await page.getByRole('link', { name: 'Report Profiles Requests', exact: true }).click();
  const escalated = page
    .getByRole('region', { name: 'Escalated to Admin' })
    .getByRole('listitem')
    .filter({ hasText: labourer.name });
  await expect(escalated).toContainText(hirer.name);
  await checkScreen(page);
  await escalated.getByRole('button', { name: 'Block profile' }).click();
  const blockDialog = page.getByRole('dialog', { name: /^Block the profile in report ID \d+\?$/ });
  await expect(blockDialog.getByLabel('Reason')).toHaveValue('Fake profile');
  await checkScreen(page);
  await blockDialog.getByRole('button', { name: 'Block profile' }).click();
  await expect(blockDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Report ID' })).toHaveText(
    /^Report ID \d+: profile blocked\.$/,
  );
  await expect(escalated).toHaveCount(0);

  await openFromDashboard(page, 'Search & Modify Labourer Data');
  await page.getByLabel('Search by name, mobile number or profile ID').fill(labourer.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: labourer.name })).toContainText('Blocked');

  // Block Profiles knows them as blocked: it offers to unblock them.
  await openFromDashboard(page, 'Block Profiles');
  await page.getByLabel('Search by name, mobile number or profile ID').fill(labourerId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('button', { name: `Unblock ${labourer.name}` })).toBeVisible();
});

test('every back-office screen, in Hindi, has no serious accessibility violations and fits 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await staffTokenThroughApi(page.request, admin());
  await page.addInitScript((staffToken) => {
    localStorage.setItem('kaamsetu.language', 'hi');
    localStorage.setItem('staffToken', staffToken);
  }, token);

  for (const path of [
    '/admin-dashboard',
    '/add-labourer',
    '/add-employer',
    '/search-modify-labourer',
    '/search-modify-employer',
    '/report-profiles',
    '/mediation-requests',
    '/profile-transactions',
    '/incomplete-profiles',
    '/block-profiles',
    '/all-transactions',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('लोड हो रहा है…')).toHaveCount(0);
    await checkScreen(page);
  }

  // The forms with their errors showing.
  await page.goto('/add-employer');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toHaveCount(3);
  await checkScreen(page);
});
