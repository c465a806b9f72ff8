// A phone for a bench's visit to one page: Debian's Chromium, a fresh 360×640 touch context (nothing of the app
// cached), the session put in its storage when the page needs one, and the CPU slowed 4× as Lighthouse's mobile
// preset assumes. Shared by bench/long-tasks.mjs and bench/slow-visit.mjs.
import { chromium } from '@playwright/test';
import { storeSession } from './signed-in-pages.mjs';

export const CPU_SLOWDOWN = 4;

export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...extraArgs],
  });
}

/** A fresh phone-sized touch context in `browser`: nothing of the app cached. */
export function newPhoneContext(browser) {
  return browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
}

/** Runs `visit(page, cdp)` on a fresh slowed phone, before it has opened `url`, and closes the phone afterwards. */
export async function onSlowedPhone(browser, url, storage, visit) {
  const context = await newPhoneContext(browser);
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

/**
 * The value of `expression` (a promise's, once it settles) in the visited page, asked through the DevTools protocol
 * alone. Playwright's `page.evaluate` and its locators first put Playwright's own script into the page: about 120 ms
 * of main thread on this machine, half a second at 4×, which landed in the very load being measured.
 */
export async function evaluateQuietly(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

/** When (ms from the navigation's start) the first element matching `selector` was added to the page. */
export function shownAt(cdp, selector, timeoutMs = 60_000) {
  return evaluateQuietly(
    cdp,
    `new Promise((resolve, reject) => {
      const found = () => document.querySelector(${JSON.stringify(selector)}) !== null;
      if (found()) return resolve(performance.now());
      const observer = new MutationObserver(() => {
        if (!found()) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document, { childList: true, subtree: true });
      setTimeout(() => reject(new Error(${JSON.stringify(`${selector} did not show`)})), ${timeoutMs});
    })`,
  );
}
