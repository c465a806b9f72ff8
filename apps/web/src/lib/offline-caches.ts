// The names of the caches the service worker keeps on the phone, shared by the worker and the page, and the
// page's way to forget the saved server answers when a person logs out. See docs/decisions/010-offline-pwa.md.

/** App code and page files of one build: `kaamsetu-shell-<build>` (precached) and `kaamsetu-assets-<build>`. */
export const buildCachePrefixes = ['kaamsetu-shell-', 'kaamsetu-assets-'] as const;

/** Server answers saved for offline use, one cache per sign-in: `kaamsetu-api-<digest of the token>`. */
export const savedAnswersCachePrefix = 'kaamsetu-api-';

/**
 * The cache for the answers given to this Authorization header. Naming it after a digest of the token means a
 * cached answer is only ever served back to the same sign-in, never to the next person on a shared phone.
 */
export async function savedAnswersCacheName(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${savedAnswersCachePrefix}${hex}`;
}

/** Deletes every saved server answer on this device (the app shell stays: it holds nothing personal). */
export async function forgetSavedAnswers(): Promise<void> {
  // No Cache API without a secure context (plain http on a LAN address) or in jsdom: nothing was saved then.
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(savedAnswersCachePrefix)).map((name) => caches.delete(name)),
  );
}
