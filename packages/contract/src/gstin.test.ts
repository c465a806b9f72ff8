import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isValidGstin, normalizeGstin } from './gstin.js';

// Published GSTINs of real businesses (their check characters were not computed by this code).
const knownValid = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7', '24AAACC1206D1ZM'];

describe('GSTIN', () => {
  it.each(knownValid)('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined();
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  it('refuses a known GSTIN with any one character of its first 14 changed (the check digit catches it)', () => {
    for (const gstin of knownValid) {
      for (let index = 0; index < 14; index += 1) {
        const original = gstin.charAt(index);
        // Keep the format intact so only the check digit can catch the change.
        const replacement = /\d/.test(original) ? String((Number(original) + 1) % 10) : original === 'Z' ? 'Y' : 'Z';
        if (index === 13) continue; // position 14 must stay 'Z'
        const altered = `${gstin.slice(0, index)}${replacement}${gstin.slice(index + 1)}`;
        expect(isValidGstin(altered), altered).toBe(false);
      }
    }
  });

  it('refuses a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check-digit');
    expect(gstinProblem('29AAGCB7383J1Z5')).toBe('check-digit');
  });

  it('refuses two swapped neighbouring characters', () => {
    expect(isValidGstin('27AAPFU0993F1ZV')).toBe(false);
  });

  it('refuses the wrong shape: length, PAN pattern, entity digit, the fixed Z', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1ZVV')).toBe('format');
    expect(gstinProblem('27AAPF10939F1ZV')).toBe('format');
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
  });

  it('refuses state codes that do not exist', () => {
    for (const state of ['00', '39', '50', '98']) {
      const first14 = `${state}AAPFU0939F1Z`;
      expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBe('state');
    }
    const centre = '99AAPFU0939F1Z';
    expect(gstinProblem(`${centre}${gstinCheckCharacter(centre)}`)).toBeUndefined();
  });

  it('normalises what people type', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('27-AAPFU 0939F-1ZV')).toBe('27AAPFU0939F1ZV');
  });
});
