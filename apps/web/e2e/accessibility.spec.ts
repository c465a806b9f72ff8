// axe-core on every public page, in English and Hindi: no serious or critical accessibility violations.
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const publicPages = [
  '/',
  '/landing',
  '/login',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/quickclap',
  '/no-such-page',
];

// axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

for (const language of ['en', 'hi'] as const) {
  for (const path of publicPages) {
    test(`${path} in ${language} has no serious accessibility violations`, async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('kaamsetu.language', lang), language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
