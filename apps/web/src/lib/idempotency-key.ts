// The Idempotency-Key of a money-moving request: one per thing the person means to do, kept while that same
// request is retried, so a retry after a lost answer never charges or pays twice.
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); a plain-http LAN address still needs a key.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
