// Money as people read and type it: Indian digit grouping in both languages, whole-rupee prices, and typed
// rupees turned into paise exactly (no 0.1 + 0.2 surprises) or refused.
import { describe, expect, it } from 'vitest';
import { formatCreditsNumber, formatPrice, formatRupees, paiseFromRupees } from './rupees';

describe('formatRupees', () => {
  it('groups lakhs the Indian way with two decimals and Latin digits, in every language', () => {
    expect(formatRupees(100_000_00, 'en')).toBe('₹1,00,000.00');
    expect(formatRupees(100_000_00, 'hi')).toBe('₹1,00,000.00');
    expect(formatRupees(100_000_00, 'mr')).toBe('₹1,00,000.00');
    expect(formatRupees(100_000_00, 'ta')).toBe('₹1,00,000.00');
    expect(formatRupees(-15_00, 'mr')).toBe('-₹15.00');
    expect(formatRupees(585_00, 'en')).toBe('₹585.00');
    expect(formatRupees(5, 'en')).toBe('₹0.05');
  });
});

describe('formatPrice', () => {
  it('drops the decimals of whole rupees only', () => {
    expect(formatPrice(15_00, 'en')).toBe('₹15');
    expect(formatPrice(10_000_00, 'en')).toBe('₹10,000');
    expect(formatPrice(12_50, 'en')).toBe('₹12.50');
  });
});

describe('formatCreditsNumber', () => {
  it('groups Credits the Indian way, with paise only when there are some', () => {
    expect(formatCreditsNumber(1_50_000_00, 'en')).toBe('1,50,000');
    expect(formatCreditsNumber(1_50_000_00, 'hi')).toBe('1,50,000');
    expect(formatCreditsNumber(1_50_000_00, 'mr')).toBe('1,50,000');
    expect(formatCreditsNumber(12_50, 'en')).toBe('12.5');
    expect(formatCreditsNumber(0, 'en')).toBe('0');
  });
});

describe('paiseFromRupees', () => {
  it.each([
    ['100', 100_00],
    ['1,000', 1_000_00],
    [' ₹ 250.75 ', 250_75],
    ['99.5', 99_50],
    ['0.29', 29],
    ['.5', 50],
    ['7.', 7_00],
    ['0', 0],
  ])('reads %j as %i paise', (typed, paise) => {
    expect(paiseFromRupees(typed)).toBe(paise);
  });

  it.each(['', '   ', '.', '-10', '1.234', 'abc', '1e3', '10 rupees', '1.2.3', '12345678901'])(
    'refuses %j',
    (typed) => {
      expect(paiseFromRupees(typed)).toBeNull();
    },
  );
});
