// A phone for a bench's visit to one page: Debian's Chromium, a fresh 360×640 touch context (nothing of the app
// cached), the session put in its storage when the page needs one, and the CPU slowed 4× as Lighthouse's mobile
// preset assumes. Shared by bench/long-tasks.mjs and bench/slow-visit.mjs.
import { chromium } from '@playwright/test';
import { storeSession } from './signed-in-pages.mjs';

export const CPU_SLOWDOWN = 4;

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
}

/** Runs `visit(page, cdp)` on a fresh slowed phone, before it has opened `url`, and closes the phone afterwards. */
export async function onSlowedPhone(browser, url, storage, visit) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (storage) await storeSession(page, new URL(url).origin, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await visit(page, cdp);
  } finally {
    await context.close();
  }
}
