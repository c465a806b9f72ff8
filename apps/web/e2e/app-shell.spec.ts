// The signed-in app on a 360×740 phone: the six places sit in a bar at the bottom of the screen, each a tap
// target of at least 48 px with the current one marked; the bar steps aside while the keyboard is up; the header
// is the brand and the language; on a wide screen the places move up into the header. In every language, with
// real Devanagari and Tamil fonts.
import type { Page } from '@playwright/test';
import { personWithProfile, visitAs } from './support/audiences';
import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, test, waitUntilStill } from './support/fixtures';

test.use({ viewport: { width: 360, height: 740 }, bypassCSP: true });

// The Inbox's text starts with its unread count when there is one (other tests may tell this Employer something).
const placeNames: Record<string, (string | RegExp)[]> = {
  en: ['Home', 'Jobs', 'Search', 'Wallet', /^(\d+\+?)?Inbox/, 'Profile'],
  hi: ['होम', 'काम', 'खोजें', 'वॉलेट', /^(\d+\+?)?सूचनाएँ/, 'प्रोफ़ाइल'],
  mr: ['होम', 'कामे', 'शोधा', 'वॉलेट', /^(\d+\+?)?सूचना/, 'प्रोफाइल'],
  ta: ['முகப்பு', 'வேலைகள்', 'தேடு', 'வாலட்', /^(\d+\+?)?அறிவிப்பு/, 'ப்ரொஃபைல்'],
};

const mainMenu = (page: Page) => page.locator('nav.main-nav');

// Three plumbers with the longest names and places a card must hold, so the check below is not passed by short
// ones. Other tests add plumbers too; any three on the first screen will do.
test.beforeAll(async () => {
  const baseUrl = process.env.KAAMSETU_E2E_URL!;
  await Promise.all(
    ['Venkatasubramanian Ramachandran', 'Lakshminarayanan Padmanabhan', 'Chandrasekharan Muthukrishnan'].map((name) =>
      personWithProfile(baseUrl, 'Labourer', {
        name,
        location: 'Thiruvananthapuram, Kerala',
        skills: 'Plumber, Tile fitter',
      }),
    ),
  );
});

/** The part of the screen between the header's bottom and the bottom bar's top, as a person sees it. */
async function fullyVisible(page: Page, link: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await link.boundingBox();
  const bar = await mainMenu(page).boundingBox();
  return box !== null && bar !== null && box.y >= 0 && box.y + box.height <= bar.y;
}

for (const [language, names] of Object.entries(placeNames)) {
  test(`${language}: the six places are a bar at the bottom of the phone, the current one marked`, async ({ page }) => {
    await visitAs(page, 'employer', language);
    await page.goto('/app/wallet');
    const nav = mainMenu(page);
    await expect(nav.getByRole('link')).toHaveText(names);

    const box = await nav.boundingBox();
    expect(box).not.toBeNull();
    // Flush with the bottom edge and across the whole width.
    expect(Math.round(box!.y + box!.height)).toBe(740);
    expect(Math.round(box!.width)).toBe(360);
    for (const link of await nav.getByRole('link').all()) {
      const target = await link.boundingBox();
      expect(target!.height).toBeGreaterThanOrEqual(48);
      expect(target!.width).toBeGreaterThanOrEqual(48);
    }
    await expect(nav.getByRole('link', { name: names[3] })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    // The header is one row: the brand and the language switch.
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(72);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // Scrolled to the very end, the last thing on the page is clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const bar = await nav.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);
  });
}

for (const language of Object.keys(placeNames)) {
  test(`${language}: an Employer's search shows at least three whole results on the first screen`, async ({ page }) => {
    await visitAs(page, 'employer', language);
    await page.goto('/app/home?q=plumber');
    const cards = page.locator('.profile-card');
    await expect(cards.nth(2)).toBeVisible();
    let whole = 0;
    for (const card of await cards.all()) if (await fullyVisible(page, card)) whole += 1;
    expect(whole).toBeGreaterThanOrEqual(3);
    // Each of those cards is a link to the profile, with the trade's picture beside the skills.
    await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', /\/app\/profile-page\//);
    await expect(cards.nth(0).locator('.trade-skills svg')).toHaveCount(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('Search opens with the field ready, and the bar steps aside while typing', async ({ page }) => {
  await visitAs(page, 'employer', 'en');
  await page.goto('/app/home');
  const nav = mainMenu(page);
  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/app\/search$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('searchbox')).toBeFocused();

  await page.getByRole('searchbox').fill('painter');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/app\/search\?q=painter$/);
  await page.getByRole('searchbox').blur();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
});

test('a press on a button at the very end of a page stays on it while the bar steps aside', async ({ page }) => {
  await visitAs(page, 'employer', 'en');
  await page.goto('/app/profile');
  const logOut = page.getByRole('button', { name: 'Log out', exact: true });
  await expect(logOut).toBeVisible();
  // Parts of the page that load as they come near the screen (the GSTIN form) can still move it after the scroll:
  // the press starts once the page at its end has stopped moving.
  const scrollToEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await scrollToEnd();
  await waitUntilStill(logOut);
  await scrollToEnd();
  await waitUntilStill(logOut);
  await expect(mainMenu(page)).toBeVisible();
  const before = await logOut.boundingBox();
  // A finger down on the button: the bar goes (it would take the end of the press), the button must not move.
  await page.mouse.move(before!.x + before!.width / 2, before!.y + before!.height / 2);
  await page.mouse.down();
  await expect(mainMenu(page)).toBeHidden();
  expect(await logOut.boundingBox()).toEqual(before);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Log out of KaamSetu?' })).toBeVisible();
});

test('on a wide screen the places are links in the header', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await visitAs(page, 'labourer', 'en');
  await page.goto('/app/home');
  const nav = mainMenu(page);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  const header = await page.locator('.site-header').boundingBox();
  const bar = await nav.boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(header!.y + header!.height);
});
