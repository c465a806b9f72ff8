// Takes docs/screens/*.png: the landing page, Home and the wallet for both roles, search results, a worker's
// profile, the worker's inbox and the Employer's My contacts, in English and Hindi, on a 360 × 740 phone, each
// as the first screen a person sees.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { visitAs, audienceSessions, type Audience } from '../e2e/support/audiences';
import { expect, test } from '../e2e/support/fixtures';

const screensDir = fileURLToPath(new URL('../../../docs/screens/', import.meta.url));

interface Screen {
  name: string;
  audience: Audience;
  path: () => string;
}

const screens: Screen[] = [
  { name: 'landing', audience: 'signedOut', path: () => '/' },
  { name: 'home-employer', audience: 'employer', path: () => '/app/home' },
  { name: 'search-employer', audience: 'employer', path: () => '/app/home?q=plumber' },
  { name: 'home-labourer', audience: 'labourer', path: () => '/app/home' },
  { name: 'wallet-employer', audience: 'employer', path: () => '/app/wallet' },
  { name: 'wallet-labourer', audience: 'labourer', path: () => '/app/wallet' },
  { name: 'inbox-labourer', audience: 'labourer', path: () => '/app/notifications' },
  { name: 'contacts-employer', audience: 'employer', path: () => '/app/contacts' },
  {
    name: 'profile-page',
    audience: 'employer',
    path: () => `/app/profile-page/${audienceSessions().labourer.userId}`,
  },
];

/** The page has finished arriving: its heading, its data, nothing still loading, its pictures drawn. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.page-loading')).toHaveCount(0);
  // Only the pictures on the first screen: lazy ones further down never load, so their decode never ends.
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .map((image) => image.decode().catch(() => null)),
    ),
  );
}

for (const language of ['en', 'hi']) {
  for (const screen of screens) {
    test(`${screen.name} (${language})`, async ({ page }) => {
      await visitAs(page, screen.audience, language);
      await page.goto(screen.path());
      await settled(page);
      await page.screenshot({ path: `${screensDir}${screen.name}-${language}.png` });
    });
  }
}
