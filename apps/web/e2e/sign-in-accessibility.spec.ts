// axe-core on the sign-in screens the public-page check does not reach: the staff portals' sign-in, the
// login form showing its errors, and the OTP step, in English and Hindi.
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { randomMobile } from './support/outbox';

// axe is injected as a script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

for (const language of ['en', 'hi'] as const) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('kaamsetu.language', lang), language);
    });

    for (const path of ['/admin-login', '/employee-login']) {
      test(`${path} has no serious accessibility violations, also when showing an error`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        await page.locator('form button[type="submit"]').click();
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('/login with errors, and its OTP step, have no serious accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('alert')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);

      // Sign Up, so a fresh number gets a code.
      await page.locator('.form-switch button').click();
      await page.locator('#login-name').fill('axe check');
      await page.locator('#login-phone').fill(randomMobile().local);
      await page.locator('form button[type="submit"]').click();
      // Without agreeing to the privacy notice, the box says so; that state is checked too.
      await expect(page.locator('#login-consent')).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('#login-consent').check();
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('#login-otp')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
