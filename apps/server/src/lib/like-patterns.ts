// LIKE patterns built from what people type: their `%`, `_` and `\` are text to find, never wildcards.

/** Escapes LIKE's wildcards and its escape character (backslash, PostgreSQL's default). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Matches text containing `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Matches text beginning with `text`. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
