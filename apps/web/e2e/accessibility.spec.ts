// axe-core on every public page, in English and Hindi: no serious or critical accessibility violations.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`);
}

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
