// Page links ("cursors"): a JSON value in base64url. Each endpoint says the value's shape with a zod schema, and
// anything not of that shape (hand-made, tampered) is a 400, never a database error.
import { z } from 'zod';
import { AppError } from './errors.js';

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The value behind a page link from encodeCursor, or undefined for no link (the first page). */
export function decodeCursor<T>(text: string | undefined, shape: z.ZodType<T>): T | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString());
  } catch {
    throw invalidCursor();
  }
  const parsed = shape.safeParse(value);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'This page link is not valid');
}

/** A page link that is the last row's whole-number id (its JSON is just the digits, as these links always were). */
export const rowIdCursor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
