// The language follows the account: choosing one while signed in saves it on the server (it is used for the
// person's SMS texts and on their other devices), and signing in on a device adopts the account's language.
import type { LanguageResponse, ProtectedResponse } from '@kaamsetu/contract';
import { changeLanguage, currentLanguage, type SupportedLanguage } from '../i18n/i18n';
import { apiFetch } from './api-client';
import { readAuthToken } from './session-storage';

const ADOPTED_KEY = 'kaamsetu.languageAdoptedFor';

/** Switches the page, and the signed-in person's account, to `language`. */
export async function chooseLanguage(language: SupportedLanguage): Promise<void> {
  await changeLanguage(language);
  if (readAuthToken() === null) return;
  // A session answer still on its way (with the account's old language) must not switch the page back.
  settleAccountLanguage();
  await saveLanguage(language);
}

/**
 * Marks this sign-in's language as settled, so the page keeps the language it speaks: after the person picks one,
 * and after a sign-up (the new account took the page's language). Otherwise a reload before the first session
 * answer would adopt the account's language over a choice made in between.
 */
export function settleAccountLanguage(): void {
  const token = readAuthToken();
  if (token === null) return;
  try {
    localStorage.setItem(ADOPTED_KEY, signInOf(token));
  } catch {
    // Without storage each visit keeps the page's own language anyway (adoptAccountLanguage).
  }
}

/** The token's signature tells this sign-in from the next one without keeping a second copy of the token. */
function signInOf(token: string): string {
  return token.slice(-16);
}

async function saveLanguage(language: SupportedLanguage): Promise<void> {
  try {
    await apiFetch<LanguageResponse>('/api/me/language', { method: 'PUT', body: JSON.stringify({ language }) });
  } catch {
    // The page already speaks the language; the account catches up the next time one is chosen.
  }
}

/**
 * Once per sign-in on this device, the page takes the account's language (so an account set to Tamil opens in
 * Tamil on a borrowed phone); after that, what the person picks here wins and is saved to the account.
 */
export async function adoptAccountLanguage(session: ProtectedResponse): Promise<void> {
  const token = readAuthToken();
  if (token === null) return;
  const signIn = signInOf(token);
  try {
    if (localStorage.getItem(ADOPTED_KEY) === signIn) return;
    localStorage.setItem(ADOPTED_KEY, signIn);
  } catch {
    return; // Without storage we cannot tell a first sign-in from a later visit: leave the page's choice alone.
  }
  const accountLanguage = session.user.language;
  // An account made before languages were asked has none yet: it takes the one this page speaks.
  if (accountLanguage === null) await saveLanguage(currentLanguage());
  else if (accountLanguage !== currentLanguage()) await changeLanguage(accountLanguage);
}
