// What every storage adapter agrees on about a media key: its shape, the type it is served with, and
// how long browsers and CDNs may keep it.
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.([a-z0-9]+)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Keys are random and an object is never rewritten under the same key, so a copy is good for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Keys are made by the server, never taken from a request; this guards against a future mistake that
 * would let a key climb out of its folder or be served with a type a browser might execute.
 */
export function checkMediaKey(key: string): { key: string; contentType: string } {
  const extension = SAFE_KEY.exec(key)?.[1];
  const contentType = extension ? CONTENT_TYPES[extension] : undefined;
  if (!contentType || key.includes('..') || key.includes('//')) throw new Error(`unsafe media key ${key}`);
  return { key, contentType };
}
