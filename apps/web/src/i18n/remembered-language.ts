// Where the reading language is remembered on this device: localStorage for the app, and a cookie of the same
// name so the server can send a pre-rendered page in that language (docs/decisions/029). Kept apart from
// i18n.ts so the small start script of pre-rendered pages (start.ts) can write it without the app.
export const LANGUAGE_KEY = 'kaamsetu.language';
const ONE_YEAR_SECONDS = 31_536_000;

/** The language chosen on this device, if any and readable (storage can be blocked). */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps `language` for the next visit, in storage and in the cookie the server reads. */
export function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered in storage; the cookie below may still be.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
