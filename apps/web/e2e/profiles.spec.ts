// Profiles, photos and search in a real browser at phone size, against the real server: a Labourer makes a
// profile with a photo, an Employer finds them with a misspelt trade and sees their profile without the
// number; editing the own profile; the wrong role's form; the form's own checks; nothing wider than 360 px.
import type { Locator, Page } from '@playwright/test';
import { formatIndianMobile } from '@kaamsetu/contract';
import { expect, hasHorizontalScroll, tapWhenStill, test } from './support/fixtures';
import {
  choosePhoto,
  completeEmployerProfile,
  completeLabourerProfile,
  signUpInBrowser,
  uniqueName,
} from './support/people';

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search by skill, name or place').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Results for “${text}”` })).toBeVisible();
}

/** The link on a result card, pressing Show more until it appears (the demo people fill the first pages). */
async function findCard(page: Page, name: string): Promise<Locator> {
  const link = page.getByRole('link', { name, exact: true });
  await expect(async () => {
    if ((await link.count()) === 0) {
      const more = page.getByRole('button', { name: 'Show more' });
      if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
    }
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return link;
}

async function openOwnProfile(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
}

test('a Labourer makes a profile with a photo; an Employer finds them by a misspelt trade and never sees their number', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const labourerName = uniqueName('Ramesh');
  const labourer = await signUpInBrowser(page, { name: labourerName, role: 'Labourer' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create your worker profile' })).toBeVisible();
  // The own number is filled in, written the Indian way, and cannot be changed here.
  const contact = page.getByLabel('Contact Number', { exact: true });
  await expect(contact).toHaveValue(formatIndianMobile(labourer.phone.e164));
  await expect(contact).toHaveAttribute('readonly', '');
  await completeLabourerProfile(page, {
    name: labourerName,
    location: 'Jaipur, Rajasthan',
    skills: 'Plumber, Tile fitter',
    workExperience: '6 years of bathroom fitting',
  });

  // Another person, on another phone.
  const employerContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  // No share sheet here, as on most desktop browsers, so Share Profile offers its other ways.
  await employerContext.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  try {
    const employer = await employerContext.newPage();
    const employerName = uniqueName('Asha');
    await signUpInBrowser(employer, { name: employerName, role: 'Employer' });
    await expect(employer.getByRole('group', { name: 'Skills', exact: true })).toHaveCount(0);
    await completeEmployerProfile(employer, { name: employerName, companyName: 'Sharma Builders' });
    await expect(employer.getByRole('heading', { level: 2, name: "Today's Top Performers" })).toBeVisible();

    await search(employer, 'plumbr');
    const card = await findCard(employer, labourerName);
    const cardItem = employer.getByRole('listitem').filter({ has: card });
    await expect(cardItem).toContainText('Plumber, Tile fitter');
    await expect(cardItem).toContainText('Jaipur, Rajasthan');
    await expect(cardItem).toContainText('Labourer');
    const photo = cardItem.getByRole('img', { name: `Photo of ${labourerName}` });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', '160');

    await card.click();
    await expect(employer).toHaveURL(/\/app\/profile-page\/[^/]+$/);
    await expect(employer.getByRole('heading', { level: 1, name: labourerName })).toBeVisible();
    await expect(employer.getByText('Plumber, Tile fitter')).toBeVisible();
    await expect(employer.getByText('Jaipur, Rajasthan')).toBeVisible();
    await expect(employer.getByText('6 years of bathroom fitting')).toBeVisible();
    // The number is offered at its price, not shown (unlocking it runs in wallet.spec.ts).
    await expect(employer.getByRole('button', { name: 'View contact (₹15)' })).toBeVisible();
    const pageText = await employer.locator('body').innerText();
    const digits = labourer.phone.local;
    for (const written of [digits, labourer.phone.e164, formatIndianMobile(labourer.phone.e164), digits.slice(-6)]) {
      expect(pageText).not.toContain(written);
    }

    await expect(employer.getByRole('button', { name: 'Hire Now' })).toBeEnabled();
    await expect(employer.getByRole('button', { name: 'Report Profile' })).toBeEnabled();

    // The reviews and work photos load after the page and push Share Profile down.
    await expect(employer.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet.');
    await tapWhenStill(employer.getByRole('button', { name: 'Share Profile' }));
    const whatsapp = employer.getByRole('link', { name: /^Share on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(employer.url())}`);
    expect(await hasHorizontalScroll(employer)).toBe(false);
  } finally {
    await employerContext.close();
  }
});

test('the own profile: Edit, Save, and the new location stays after a reload; Cancel discards', async ({ page }) => {
  const name = uniqueName('Sunita');
  const person = await signUpInBrowser(page, { name, role: 'Labourer' });
  await completeLabourerProfile(page, { name, location: 'Jaipur, Rajasthan', skills: 'Painter' });
  await openOwnProfile(page);
  await expect(page.getByText(formatIndianMobile(person.phone.e164))).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  // Email is for Employers only.
  await expect(page.getByText('Email', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const location = page.getByLabel('Location', { exact: true });
  await expect(location).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Painter', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Calls from', { exact: true })).toHaveAttribute('type', 'time');
  await location.fill('Pune, Maharashtra');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(page.getByText('Pune, Maharashtra')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

  const profileRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/protected/get-profile') profileRequests.push(request.url());
  });
  await page.reload();
  await expect(page.getByText('Pune, Maharashtra')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page and its parts share one answer: a visit asks for the profile once.
  expect(profileRequests).toHaveLength(1);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Location', { exact: true }).fill('Nagpur, Maharashtra');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Pune, Maharashtra')).toBeVisible();
  await expect(page.getByText('Nagpur, Maharashtra')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Pune, Maharashtra')).toBeVisible();
});

test("an Employer's own profile shows and edits email and company, not skills", async ({ page }) => {
  const name = uniqueName('Kavita');
  await signUpInBrowser(page, { name, role: 'Employer' });
  await completeEmployerProfile(page, { name, companyName: 'Verma Interiors' });
  await openOwnProfile(page);
  await expect(page.getByText('Verma Interiors')).toBeVisible();
  await expect(page.getByText('Skills', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('group', { name: 'Skills', exact: true })).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid email address');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();

  await page.getByLabel('Email', { exact: true }).fill('kavita@example.com');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('kavita@example.com')).toBeVisible();
});

for (const [role, otherForm, message] of [
  ['Labourer', '/app/complete-profile-employer', 'You are not registered as Employer!'],
  ['Employer', '/app/create-labourer-profile', 'You are not registered as Labourer!'],
] as const) {
  test(`a ${role} opening ${otherForm} is told so and sent home`, async ({ page }) => {
    await signUpInBrowser(page, { name: uniqueName('Wrong'), role });
    await page.goto(otherForm);
    await expect(page).toHaveURL(/\/app\/home$/);
    await expect(page.getByRole('alert')).toHaveText(message);
  });
}

test('an unknown profile says "Profile not found"', async ({ page }) => {
  await signUpInBrowser(page, { name: uniqueName('Nobody'), role: 'Employer' });
  await page.goto('/app/profile-page/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
});

test('the Labourer form asks for a photo and skills before sending anything', async ({ page }) => {
  const name = uniqueName('Mohan');
  await signUpInBrowser(page, { name, role: 'Labourer' });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/protected/labourer/profile') sent.push(request.method());
  });
  await page.getByLabel('Location', { exact: true }).fill('Jaipur, Rajasthan');
  const save = page.getByRole('button', { name: 'Save profile' });
  await save.click();
  await expect(page.getByText('Add a photo so employers can recognise you')).toBeVisible();
  await expect(page.getByText('Enter at least one skill')).toBeVisible();
  await expect(page.getByLabel('Take a photo', { exact: true })).toBeFocused();

  await choosePhoto(page);
  await save.click();
  await expect(page.getByText('Add a photo so employers can recognise you')).toHaveCount(0);
  await expect(page.getByText('Enter at least one skill')).toBeVisible();
  await expect(page.getByLabel('Other skills', { exact: true })).toBeFocused();
  expect(sent).toEqual([]);

  // Tapping a trade picks it, and the form goes through.
  const plumber = page.getByRole('button', { name: 'Plumber', exact: true });
  await plumber.click();
  await expect(plumber).toHaveAttribute('aria-pressed', 'true');
  await tapWhenStill(save);
  await expect(page).toHaveURL(/\/app\/home$/);
  expect(sent).toEqual(['POST']);
});

test('home, profile and profile pages fit a 360 px screen, even with long words', async ({ page }) => {
  const name = uniqueName('Venkatasubramanian Ramakrishnanpillai');
  await signUpInBrowser(page, { name, role: 'Labourer' });
  await completeLabourerProfile(page, {
    name,
    location: 'Sawai Madhopur, Rajasthan',
    skills: 'Plumber, Electrician, Tile fitter, Bathroom-waterproofing-specialist',
    workExperience: 'Twelve years with Thiruvananthapuram-Kanyakumari construction contractors',
  });
  await expect(page.getByRole('heading', { level: 2, name: "Today's Top Performers" })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  await search(page, 'plumber');
  await expect(page.getByRole('list', { name: 'Results for “plumber”' }).getByRole('link').first()).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  await openOwnProfile(page);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Location', { exact: true })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  const ownId = await page.evaluate(() => localStorage.getItem('userId'));
  await page.goto(`/app/profile-page/${ownId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});
