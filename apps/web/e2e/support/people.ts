// People in browser tests: signing up (or in) through /login with the code from the SMS outbox, and filling
// in the profile forms the way a person does, photo included; or, for extras, signing up through the API.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import { expect, tapWhenStill } from './fixtures';
import { latestOtp, randomMobile } from './outbox';

export type Role = 'Employer' | 'Labourer';

export interface Person {
  name: string;
  phone: { local: string; e164: string };
  role: Role;
}

/**
 * Fills the /login form (name, role and agreeing to the privacy notice when signing up; the number alone when
 * logging in) and sends it; returns once the OTP step shows, with the code that was texted.
 */
export async function requestCode(page: Page, mode: 'login' | 'signup', person: Person): Promise<string> {
  await page.goto('/login');
  if (mode === 'signup') {
    await page.getByRole('button', { name: "Don't have an account? Sign up here." }).click();
    await page.getByLabel('Name', { exact: true }).fill(person.name);
    await page.getByLabel('Role').selectOption(person.role);
    await page.getByRole('checkbox', { name: 'I agree' }).check();
  }
  await page.getByLabel('Mobile Number').fill(person.phone.local);
  const since = new Date();
  await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
  await expect(page.getByLabel('Enter 6-digit OTP')).toBeVisible();
  return latestOtp(person.phone.e164, { since });
}

export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Enter 6-digit OTP').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

export const profileFormPaths: Record<Role, RegExp> = {
  Labourer: /\/app\/create-labourer-profile$/,
  Employer: /\/app\/complete-profile-employer$/,
};

/** Logs out the way a person does: Profile in the main menu, Log out, then yes in the question it asks. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
  await tapWhenStill(page.getByRole('button', { name: 'Log out', exact: true }));
  await page.getByRole('dialog', { name: 'Log out of KaamSetu?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A new account made in the browser; returns once its profile form (where sign-up leads) shows. */
export async function signUpInBrowser(page: Page, { name, role }: { name: string; role: Role }): Promise<Person> {
  const person: Person = { name, phone: randomMobile(), role };
  await enterCode(page, await requestCode(page, 'signup', person));
  await expect(page).toHaveURL(profileFormPaths[role]);
  // The app that starts after signing in takes the account's language once (lib/account-language.ts). A test that
  // switches the language right after must not race it: wait until it has.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kaamsetu.languageAdoptedFor'))).not.toBeNull();
  return person;
}

export interface ApiPerson extends Person {
  userId: string;
  authToken: string;
}

/** A new account made through the API, for the people a test needs but does not watch (no profile). */
export async function signUpThroughApi(
  request: APIRequestContext,
  { name, role }: { name: string; role: Role },
): Promise<ApiPerson> {
  const phone = randomMobile();
  const details = { name, phone: phone.local, userType: role };
  const since = new Date();
  expect((await request.post('/api/users/signup', { data: details })).status()).toBe(200);
  const otp = await latestOtp(phone.e164, { since });
  const verified = await request.post('/api/users/signup-otp-verify', {
    data: { ...details, otp, consentVersion: PRIVACY_NOTICE_VERSION },
  });
  expect(verified.status()).toBe(200);
  const { userId, authToken } = (await verified.json()) as { userId: string; authToken: string };
  return { name, phone, role, userId, authToken };
}

/** A real 64×64 PNG (a face-like blob of colour), small enough to keep the tests quick. */
const PHOTO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAABtUlEQVR42tXPN3KWARCDYR3MNTU1J+EKgMnRYHIW0SYYbHI+ic5B8zUUaOxfO7OzM0+vV9Afjgb95mjQL44G/eRo0A+OBn3naNA3jgZ95WjQF44GfeZo0CeOBn3kaNAHjgbtcTRol6NB71nu6OG1/ynfgt6xkEn/50bdIrTDKvusXz4UjUJvWeJA9cuHil3oDXMr1C8f4mnoNUMr1y8fsnXoFUPpgWwd2mYirF8+BAHQFhM1B4IA6CUTNQeCAOgFEzUHggDoORM1B4IA6BkTNQeCAOgpEzUHggDoCRM1B4IAiEzUHAgCoMcMpfXZOvSIofRAtg49ZG71+ngaesASq9RX7EL3WeVg9UWj0D0W2m993SJ0l+VcevUWdIejQbc5GnSLo0E3ORp0g6NB1zkatMnRoGv0Dh1Z7+XzoKv0+g/YPGiDXv8Bmwddodd/wOZBl+n1H7B50CV6/QdsHnSRXv8BmwddoNd/wOZB5+n1H7B50Dl6/QdsHnSWXv8Bmwedodd/wOZBp+n1H7B50Cl6/QdsHnSSXv8Bmwet0+s/YPOgE/T6D9g86Di9/gM2DzpGr/+AzfsLRPRgq8SBeIkAAAAASUVORK5CYII=';

export const photoFile = {
  name: 'face.png',
  mimeType: 'image/png',
  buffer: Buffer.from(PHOTO_PNG_BASE64, 'base64'),
};

/** Chooses the test photo in the open profile form and waits for its preview. */
export async function choosePhoto(page: Page): Promise<void> {
  await page.getByLabel('Choose a photo', { exact: true }).setInputFiles(photoFile);
  const preview = page.getByRole('img', { name: 'Preview of your new photo' });
  await expect(preview).toBeVisible();
  // The preview shows the chosen picture itself (decoded, 64 px wide), not a placeholder.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
}

export interface LabourerDetails {
  name: string;
  location: string;
  skills: string;
  workExperience?: string;
}

/** Fills and sends /app/create-labourer-profile (already open); returns once the home page confirms it. */
export async function completeLabourerProfile(page: Page, details: LabourerDetails): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(details.name);
  await page.getByLabel('Location', { exact: true }).fill(details.location);
  // Typed into the box, as a worker might: trade names in it light their chips and are sent as typed.
  await page.getByLabel('Other skills', { exact: true }).fill(details.skills);
  if (details.workExperience) await page.getByLabel('Work Experience', { exact: true }).fill(details.workExperience);
  await choosePhoto(page);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
}

export interface EmployerDetails {
  name: string;
  companyName?: string;
  location?: string;
}

/** Fills and sends /app/complete-profile-employer (already open); returns once the home page confirms it. */
export async function completeEmployerProfile(page: Page, details: EmployerDetails): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(details.name);
  if (details.location) await page.getByLabel('Location', { exact: true }).fill(details.location);
  if (details.companyName) await page.getByLabel('Company Name', { exact: true }).fill(details.companyName);
  await choosePhoto(page);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
}

/** A name no other test (and none of the demo people) uses, so its card is found by name alone. */
export function uniqueName(first: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const tag = Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `${first} ${tag[0]?.toUpperCase()}${tag.slice(1)}`;
}

/** Another person, on another phone of the same size (the page's own context, closed with it). */
export async function otherPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    bypassCSP: true,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  return context.newPage();
}

/** Another person's phone in the same test: 360 px, touch, en-IN, and its position when one is given. */
export function phoneContext(
  browser: Browser,
  baseURL: string | undefined,
  position?: { latitude: number; longitude: number },
): ReturnType<Browser['newContext']> {
  return browser.newContext({
    baseURL,
    bypassCSP: true,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    ...(position ? { geolocation: position, permissions: ['geolocation'] } : {}),
  });
}
