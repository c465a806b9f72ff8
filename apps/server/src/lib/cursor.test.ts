import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeCursor, encodeCursor, rowIdCursor } from './cursor.js';

const pair = z.tuple([z.union([z.literal(0), z.literal(1)]), z.string()], z.unknown());
const invalid = { name: 'AppError', code: 'VALIDATION_FAILED', status: 400, message: 'This page link is not valid' };

describe('page links', () => {
  it('gives back what was encoded', () => {
    expect(decodeCursor(encodeCursor(42), rowIdCursor)).toBe(42);
    expect(decodeCursor(encodeCursor([1, 'abc']), pair)).toEqual([1, 'abc']);
  });

  it('reads links handed out before the module existed', () => {
    expect(decodeCursor(Buffer.from(String(1234)).toString('base64url'), rowIdCursor)).toBe(1234);
    expect(decodeCursor(Buffer.from(JSON.stringify([0, 'x'])).toString('base64url'), pair)).toEqual([0, 'x']);
  });

  it('treats no link as the first page', () => {
    expect(decodeCursor(undefined, rowIdCursor)).toBeUndefined();
    expect(decodeCursor('', rowIdCursor)).toBeUndefined();
  });

  it('answers garbage, wrong shapes and unsafe ids with a 400', () => {
    for (const text of [
      '%%%',
      'not json',
      encodeCursor('x'),
      encodeCursor(0),
      encodeCursor(2 ** 53),
      encodeCursor(1.5),
    ]) {
      expect(() => decodeCursor(text, rowIdCursor), text).toThrow(expect.objectContaining(invalid));
    }
    for (const value of [[2, 'x'], ['0', 'x'], { tier: 0 }, [0]]) {
      expect(() => decodeCursor(encodeCursor(value), pair), JSON.stringify(value)).toThrow(
        expect.objectContaining(invalid),
      );
    }
  });
});
