// axe-core on the signed-in pages for profiles and search, in English and Hindi: the profile forms (also
// showing their errors), home with Today's Top Performers and with results, the own profile in view and edit
// mode, and a public profile with Share Profile's other ways open.
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, tapWhenStill, test } from './support/fixtures';
import { completeLabourerProfile, signUpInBrowser, uniqueName } from './support/people';

// axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

/** Reloads the current page in `language`; the helpers fill the forms in English, the checks run in either. */
async function switchTo(page: Page, language: 'en' | 'hi'): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('kaamsetu.language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

for (const language of ['en', 'hi'] as const) {
  test.describe(`in ${language}`, () => {
    test('the Employer form, also showing its errors, has no serious accessibility violations', async ({ page }) => {
      await signUpInBrowser(page, { name: uniqueName('Axe'), role: 'Employer' });
      await switchTo(page, language);
      // The heading shows while the profile loads; the check is of the form itself.
      const save = page.locator('form button[type="submit"]');
      await expect(save).toBeVisible();
      await expectNoSeriousViolations(page);
      await save.click();
      await expect(page.locator('#setup-photo-error')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the Labourer form, home, own profile and public profile have no serious accessibility violations', async ({
      page,
    }) => {
      test.slow();
      // No share sheet, so Share Profile opens its other ways, which are checked too.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
      const name = uniqueName('Axe');
      await signUpInBrowser(page, { name, role: 'Labourer' });
      await switchTo(page, language);
      // The heading shows while the profile loads; the check is of the form itself.
      const save = page.locator('form button[type="submit"]');
      await expect(save).toBeVisible();
      await expectNoSeriousViolations(page);
      await save.click();
      await expect(page.locator('#setup-skills-error')).toBeVisible();
      await expectNoSeriousViolations(page);

      await switchTo(page, 'en');
      await completeLabourerProfile(page, { name, location: 'Jaipur, Rajasthan', skills: 'Plumber, Tile fitter' });
      await switchTo(page, language);
      await expect(page.locator('.profile-cards, .search-status:not(:empty)').first()).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.locator('#home-search').fill('plumbr');
      await page.locator('.search-form button[type="submit"]').click();
      await expect(page.locator('.profile-cards')).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/app/profile');
      await expect(page.locator('.profile-facts')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.locator('.profile-actions button').first().click();
      await expect(page.locator('#own-name')).toBeFocused();
      await expectNoSeriousViolations(page);

      const ownId = await page.evaluate(() => localStorage.getItem('userId'));
      await page.goto(`/app/profile-page/${ownId}`);
      await expect(page.locator('.profile-facts')).toBeVisible();
      await expectNoSeriousViolations(page);
      // The reviews load after the page and push Share Profile down.
      await tapWhenStill(page.locator('.share-profile > button'));
      await expect(page.locator('.share-profile a')).toBeVisible();
      // Where copying was refused, the link as text (its field loads then) is checked with the rest.
      await expect(page.locator('.share-profile .form-status:not(:empty), #share-profile-link').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
