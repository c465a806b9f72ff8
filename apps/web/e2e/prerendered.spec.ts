// The public pages as HTML written at build time (docs/decisions/029), on a 360 px phone: without JavaScript they
// show their text, in English or, with the language cookie the app sets, in Hindi. With JavaScript the app takes
// over the very markup the server sent, with no hydration error in any language; the landing page fetches none of
// the app before the visitor interacts; switching language and signing in work as before, and what was typed
// into the sign-in form before its code arrived is what gets sent.
import type { Browser, Page } from '@playwright/test';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { latestOtp } from './support/outbox';
import { enterCode, signUpThroughApi, uniqueName } from './support/people';

const phone = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'en-IN' };

const pages = [
  '/',
  '/landing',
  '/quickclap',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/login',
];

const texts = {
  en: {
    landing: "The bridge between India's workers and the people who need them.",
    joinNow: 'Join Now',
    about: 'Our Story',
    login: 'Log in or sign up',
    phoneField: 'Mobile Number',
  },
  hi: {
    landing: 'भारत के कामगारों और उन्हें काम देने वालों के बीच का पुल।',
    joinNow: 'अभी जुड़ें',
    about: 'हमारी कहानी',
    login: 'लॉग इन या साइन अप',
    phoneField: 'मोबाइल नंबर',
  },
} as const;

/** A phone whose reader chose `language` in the app earlier (the cookie it sets); JavaScript on or off. */
async function phoneReading(browser: Browser, baseURL: string, language: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ ...phone, baseURL, javaScriptEnabled });
  await context.addCookies([{ name: 'kaamsetu.language', value: language, url: baseURL }]);
  return context;
}

/** Every console error and uncaught error of the page, React's hydration errors included. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** True once React has taken over this element: hydration attaches its fiber to the node the server sent. */
function takenOverByReact(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

test.describe('without JavaScript', () => {
  for (const language of ['en', 'hi'] as const) {
    test(`/, /about and /login show their text in ${language}`, async ({ browser, baseURL }) => {
      const context = await phoneReading(browser, baseURL!, language, false);
      const page = await context.newPage();
      const text = texts[language];

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.landing);
      await expect(page.getByRole('link', { name: text.joinNow })).toHaveAttribute(
        'href',
        '/login?mode=signup&role=Labourer',
      );
      expect(await hasHorizontalScroll(page)).toBe(false);

      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.about);
      await expect(page).toHaveTitle(text.about);
      expect(await hasHorizontalScroll(page)).toBe(false);

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.login);
      await expect(page.getByLabel(text.phoneField)).toBeVisible();
      await expect(page.getByLabel(text.phoneField)).toHaveAttribute('inputmode', 'numeric');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await context.close();
    });
  }
});

test('the landing page fetches none of the app until the visitor interacts, then hydrates what was sent', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.landing);
  // Only the start script and the service worker's installer: the app itself is not fetched.
  expect(scripts.filter((script) => !/\/assets\/(start|register-service-worker)-[\w-]+\.js$/.test(script))).toEqual([]);
  const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
  await page.evaluate(() => sessionStorage.setItem('kaamsetu.e2e.sameDocument', 'yes'));

  // Scrolling towards "For Employers" starts the app, which then loads the trade pictures near the screen.
  await page.getByRole('heading', { name: 'For Employers' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect(page.getByRole('list', { name: 'Workers you can find' }).getByRole('listitem')).toHaveCount(8);
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  await expect.poll(() => takenOverByReact(page, 'h1')).toBe(true);

  // Now a link is followed by the app, without loading a new document.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // Join Now opens the sign-up side with Labourer chosen.
  await page.getByRole('link', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup&role=Labourer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.login);
  await expect(page.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Labourer');
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});

test('a shared sign-up link opens the pre-rendered form on its side once the page runs', async ({ page }) => {
  const errors = errorsOf(page);
  await page.goto('/login?mode=signup&role=Labourer');
  await expect(page.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Labourer');
  await expect(page.getByRole('checkbox')).toBeVisible();
  expect(errors).toEqual([]);
});

test('every pre-rendered page hydrates without an error in every language', async ({ browser, baseURL }) => {
  test.slow();
  for (const language of ['en', 'hi', 'mr', 'ta']) {
    const context = await phoneReading(browser, baseURL!, language);
    const page = await context.newPage();
    const errors = errorsOf(page);
    for (const path of pages) {
      await test.step(`${path} in ${language}`, async () => {
        const response = await page.goto(path);
        expect(await response?.text()).toContain(`<html lang="${language}">`);
        const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
        // A key press (not on a link) starts the app where it waits for the visitor.
        await page.keyboard.press('Shift');
        await expect.poll(() => takenOverByReact(page, 'h1'), { message: `${path} in ${language}` }).toBe(true);
        expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.waitForLoadState('networkidle');
        expect(errors, `${path} in ${language}`).toEqual([]);
      });
    }
    await context.close();
  }
});

test('switching language on a pre-rendered page works before and after the app takes over', async ({ page }) => {
  const errors = errorsOf(page);
  await page.goto('/');
  // Picked before the app has started: the page changes language at once, and the server remembers it.
  await page.getByLabel('Language').selectOption('hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.hi.landing);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('<html lang="hi">');
  await expect(page.getByRole('link', { name: texts.hi.joinNow })).toBeVisible();

  // Once the app has taken over, the switch is the app's own.
  await page.keyboard.press('Shift');
  await expect.poll(() => takenOverByReact(page, 'h1')).toBe(true);
  await page.getByLabel('भाषा').selectOption('en');
  await expect(page.getByRole('link', { name: texts.en.joinNow })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = await page.reload();
  expect(await english?.text()).toContain('<html lang="en">');
  expect(errors).toEqual([]);
});

test('what is typed into the sign-in form before its code arrives is what signs the person in', async ({
  page,
  request,
}) => {
  const errors = errorsOf(page);
  const person = await signUpThroughApi(request, { name: uniqueName('Sunita'), role: 'Labourer' });
  // Hold the code that takes the form over back until the form has been filled in from the HTML alone: the
  // sign-in page's own entry (docs/decisions/033), and the app's.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(sign-in-main|index)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  // Logging in asks for the number alone.
  await page.getByLabel('Mobile Number').fill(person.phone.local);
  // Until the code has taken over, Send OTP cannot send the form the browser's way.
  await expect(page.getByRole('button', { name: 'Send OTP', exact: true })).toBeDisabled();
  release();

  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  await expect(page.getByLabel('Enter 6-digit OTP')).toBeVisible();
  await enterCode(page, await latestOtp(person.phone.e164, { since }));
  await expect(page).toHaveURL(/\/app\//);
  expect(errors).toEqual([]);
});
