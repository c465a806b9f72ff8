// Record ids are UUIDs. Anything typed or decoded from a link is checked before it reaches a query, so a
// malformed one is a 400 (or simply no match), never a database error.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}
