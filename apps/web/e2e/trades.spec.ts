// Trade pictures on a phone: an Employer taps "Painter" among Home's trade chips and gets painters, in every
// language with real fonts, on a 360 px screen that never scrolls sideways.
import { trades } from '@kaamsetu/contract';
import type { Locator } from '@playwright/test';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { visitAs } from './support/audiences';

const languages = ['en', 'hi', 'mr', 'ta'] as const;
const painterTrade = trades.find((trade) => trade.key === 'painter')!;

/**
 * How wide a trade picture is drawn: its <svg> uses a symbol of the sprite file, so this stays 0 while the file
 * has not arrived or lacks the symbol (an empty box of the right size would still count as visible).
 */
function drawnWidth(picture: Locator): Promise<number> {
  return picture.locator('use').evaluate((use: SVGUseElement) => use.getBBox().width);
}

for (const language of languages) {
  test(`an Employer taps Painter on Home and sees painters (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Global setup's Employer; its Labourer paints ("Mason, Tile fitter, Painter"), so painters exist.
    await visitAs(page, 'employer', language);
    await page.goto('/app/home');
    const painter = painterTrade[language];
    const chip = page.getByRole('link', { name: painter, exact: true });
    await expect(chip.locator('svg')).toBeVisible();
    await expect.poll(() => drawnWidth(chip.locator('svg'))).toBeGreaterThan(0);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await chip.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(painter);
    const results = page.getByRole('list', { name: new RegExp(painter) });
    const cards = results.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // Every card found is a painter's, the trade named in the page's language beside its picture.
    for (const card of await cards.all()) {
      await expect(card).toContainText(painter);
      await expect(card.locator('.trade-skills svg')).toBeVisible();
      await expect.poll(() => drawnWidth(card.locator('.trade-skills svg'))).toBeGreaterThan(0);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
}
