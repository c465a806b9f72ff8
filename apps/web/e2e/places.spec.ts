// Places and distance in a real browser at phone size, against the real server and its gazetteer: a Labourer
// picks their town from the location box's list with the keyboard and saves; an Employer reading Hindi searches
// "plumber" near Jaipur (typed in Devanagari) and sees how far the worker is; near the phone's own position
// (shared only when asked, and refused politely when not allowed) the distance is in kilometres, and a smaller
// distance leaves the worker out. Nothing wider than 360 px, no serious accessibility problem, list open or not.
import type { Browser, Locator, Page } from '@playwright/test';
import { personWithProfile, visitAs } from './support/audiences';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test, textOutsideItsBox } from './support/fixtures';
import { choosePhoto, phoneContext, signUpInBrowser, uniqueName } from './support/people';

test.use({ viewport: { width: 360, height: 740 }, bypassCSP: true });

const JAIPUR_ID = 1269515;

/** A worker's card among the results, pressing Show more (in the page's language) until it appears. */
async function findCard(page: Page, name: string, showMore: string): Promise<Locator> {
  const card = page.locator('.profile-card').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(async () => {
    if ((await card.count()) === 0) {
      const more = page.getByRole('button', { name: showMore });
      if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
    }
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return card;
}

async function expectFitsAndAccessible(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await textOutsideItsBox(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

/** The signed-in Employer of global setup on a phone of their own, with or without leave to read its position. */
async function employerPhone(
  browser: Browser,
  baseURL: string | undefined,
  language: string,
  position?: { latitude: number; longitude: number },
): Promise<Page> {
  const context = await phoneContext(browser, baseURL, position);
  const page = await context.newPage();
  await visitAs(page, 'employer', language);
  return page;
}

test('a Labourer picks Jaipur from the list; an Employer searching near Jaipur in Hindi sees how far they are', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const name = uniqueName('Mahesh');
  await signUpInBrowser(page, { name, role: 'Labourer' });
  await page.getByLabel('Name', { exact: true }).fill(name);

  // Typed as a person types, letter by letter: the list opens under the box with what was typed. That a word typed
  // without a pause is asked for once is place-picker.test.tsx's (with a clock it controls): here a busy machine can
  // stall a keystroke past the pause and rightly ask for "ja" on the way.
  const location = page.getByRole('combobox', { name: 'Location' });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/places') asked.push(url.searchParams.get('q') ?? '');
  });
  await location.pressSequentially('jaip', { delay: 40 });
  const jaipur = page.getByRole('option', { name: 'Jaipur, Rajasthan', exact: true });
  await expect(jaipur).toBeVisible();
  await expect(location).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => asked.at(-1)).toBe('jaip');
  expect(asked).not.toContain('j');
  await expectFitsAndAccessible(page);

  // Chosen with the keyboard: Down to the first place (the biggest), Enter picks it instead of sending the form.
  await location.press('ArrowDown');
  await expect(jaipur).toHaveAttribute('aria-selected', 'true');
  await expect(location).toHaveAttribute('aria-activedescendant', (await jaipur.getAttribute('id'))!);
  await expect(location).toBeFocused();
  await location.press('Enter');
  await expect(location).toHaveValue('Jaipur, Rajasthan');
  await expect(location).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/app\/create-labourer-profile$/);

  await page.getByLabel('Other skills', { exact: true }).fill('Plumber');
  await choosePhoto(page);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);

  // The own profile says which place on the map it is at.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
  const placeFact = page.locator('.profile-fact').filter({ hasText: 'Place on the map' });
  await expect(placeFact.locator('dd')).toHaveText('Jaipur, Rajasthan');

  // Edited, typed in Devanagari this time: the pick itself is sent, not only the text it writes.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const ownLocation = page.getByRole('combobox', { name: 'Location' });
  await ownLocation.clear();
  await ownLocation.pressSequentially('जयपु', { delay: 40 });
  await expect(page.getByRole('option', { name: 'Jaipur · जयपुर, Rajasthan' })).toBeVisible();
  await ownLocation.press('ArrowDown');
  await ownLocation.press('Enter');
  await expect(ownLocation).toHaveValue('Jaipur, Rajasthan');
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/users/protected/update-profile'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).postDataJSON()).toMatchObject({ location: 'Jaipur, Rajasthan', placeId: JAIPUR_ID });
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(placeFact.locator('dd')).toHaveText('Jaipur, Rajasthan');

  // An Employer reading Hindi: the search box, then "Near" beside it, typed in Devanagari.
  const employer = await employerPhone(browser, baseURL, 'hi');
  try {
    await employer.goto('/app/home?q=plumber');
    await expect(employer.getByRole('heading', { level: 2, name: '“plumber” के नतीजे' })).toBeVisible();
    const nearButton = employer.getByRole('button', { name: 'किसी जगह के पास खोजें' });
    await expect(nearButton).toHaveAttribute('aria-expanded', 'false');
    await nearButton.click();
    await expect(nearButton).toHaveAttribute('aria-expanded', 'true');
    const near = employer.getByRole('combobox', { name: 'किसी जगह के पास' });
    await near.pressSequentially('जयपु', { delay: 40 });
    const option = employer.getByRole('option', { name: 'जयपुर · Jaipur, राजस्थान' });
    await expect(option).toBeVisible();
    await expectFitsAndAccessible(employer);
    await option.tap();

    await expect(employer).toHaveURL(new RegExp(`[?&]near=${JAIPUR_ID}(&|$)`));
    await expect(employer.getByText('Jaipur के पास, 25 किमी के अंदर')).toBeVisible();
    const card = await findCard(employer, name, 'और दिखाएँ');
    // Saved at the town's own point, so the distance from the town is under a kilometre.
    await expect(card.locator('.profile-card-distance')).toHaveText('1 किमी से कम दूर');
    await expectFitsAndAccessible(employer);

    // "Search everywhere" takes the near away again; the cards no longer say how far.
    await employer.getByRole('button', { name: 'हर जगह खोजें' }).click();
    await expect(employer).not.toHaveURL(/near=/);
    await expect(employer.locator('.profile-card').first()).toBeVisible();
    await expect(employer.locator('.profile-card-distance')).toHaveCount(0);
  } finally {
    await employer.context().close();
  }
});

test("near the phone's own position: asked only on a press, in kilometres; a smaller distance leaves the far out", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const name = uniqueName('Suresh');
  // A plumber at Jaipur (matched by the server from the typed text), and an Employer about 9 km north-east of it.
  await personWithProfile(baseURL!, 'Labourer', { name, location: 'Jaipur, Rajasthan', skills: 'Plumber' });
  const page = await employerPhone(browser, baseURL, 'en', { latitude: 26.9812, longitude: 75.8493 });
  try {
    await page.goto('/app/home?q=plumber');
    await page.getByRole('button', { name: 'Search near a place' }).click();
    await page.getByRole('button', { name: 'Use my location' }).click();
    // Sent rounded to about 1 km.
    await expect(page).toHaveURL(/[?&]near=26\.98%2C75\.85(&|$)/);
    await expect(page.getByText('Near you, within 25 km')).toBeVisible();
    const card = await findCard(page, name, 'Show more');
    await expect(card.locator('.profile-card-distance')).toHaveText(/^(8|9|10) km away$/);

    await page.getByRole('combobox', { name: 'Within' }).selectOption('5');
    await expect(page).toHaveURL(/[?&]radiusKm=5(&|$)/);
    await expect(page.getByText('Near you, within 5 km')).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expectFitsAndAccessible(page);
  } finally {
    await page.context().close();
  }

  // Without leave to read the position, the person is told so and the search stays as it was.
  const refused = await employerPhone(browser, baseURL, 'en');
  try {
    await refused.goto('/app/home?q=plumber');
    await refused.getByRole('button', { name: 'Search near a place' }).click();
    await refused.getByRole('button', { name: 'Use my location' }).click();
    await expect(refused.getByRole('alert')).toContainText('Your location was not shared. Type a place instead');
    await expect(refused).not.toHaveURL(/near=/);
  } finally {
    await refused.context().close();
  }
});
