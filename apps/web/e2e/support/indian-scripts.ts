// Whether the browser draws Devanagari (Hindi, Marathi) and Tamil with real fonts. Without them Chromium draws
// every letter as the same small box, and the layout checks pass while measuring nothing a reader would see.
import type { Page } from '@playwright/test';

/**
 * Per script, a consonant and the same consonant with a virama. A font for the script puts the virama on the
 * letter (no wider than the letter alone); without one, each of the two code points becomes a box of its own.
 */
const consonantWithVirama = {
  Devanagari: ['क', 'क्'],
  Tamil: ['க', 'க்'],
} as const;

/** The scripts the page's own fonts cannot draw, measured in the page's body text. */
export async function scriptsDrawnAsBoxes(page: Page): Promise<string[]> {
  return page.evaluate((samples) => {
    const width = (text: string) => {
      const probe = document.createElement('span');
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = text;
      document.body.append(probe);
      const measured = probe.getBoundingClientRect().width;
      probe.remove();
      return measured;
    };
    return Object.entries(samples)
      .filter(([, [consonant, withVirama]]) => width(withVirama) > 1.5 * width(consonant))
      .map(([script]) => script);
  }, consonantWithVirama);
}
