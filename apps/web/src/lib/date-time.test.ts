// Moments as people read them: month names in their language, Latin digits (as on their keypad) everywhere.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  const moment = '2026-03-05T09:00:00Z';

  it('names the month in the reader’s language', () => {
    expect(formatDateTime(moment, 'hi')).toContain('मार्च');
    expect(formatDateTime(moment, 'mr')).toContain('मार्च');
    expect(formatDateTime(moment, 'ta')).toContain('மார்');
  });

  it('writes the year with Latin digits in every language', () => {
    for (const language of ['en', 'hi', 'mr', 'ta'] as const)
      expect(formatDateTime(moment, language)).toContain('2026');
  });

  it('shows text that is not a moment as it came', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});
