// The GSTIN check without zod (the own profile's form) and the server's gstinRequestSchema must give the same
// answer for whatever a person types, or the form would send what the server refuses (or refuse what it takes).
import { describe, expect, it } from 'vitest';
import { gstinOf, verificationMessages } from './verification-rules.js';
import { gstinRequestSchema } from './verification.js';

const typed = [
  '27AAPFU0939F1ZV',
  '27aapfu0939f1zv',
  ' 27 AAPFU 0939F1ZV ',
  '27-AAPFU-0939F-1ZV',
  '27AAPFU0939F1ZW',
  '00AAPFU0939F1ZV',
  '99AAPFU0939F1ZV',
  '27AAPFU0939F1Z',
  '27AAPFU0939F1ZVX',
  '',
  '   ',
  'not a gstin',
  `27AAPFU0939F1ZV${' '.repeat(25)}`,
  `27AAPFU0939F1ZV${' '.repeat(26)}`,
];

describe('gstinOf agrees with gstinRequestSchema', () => {
  it.each(typed)('GSTIN %j', (gstin) => {
    const parsed = gstinRequestSchema.safeParse({ gstin });
    const checked = gstinOf(gstin);
    if (parsed.success) {
      expect(checked).toEqual(parsed.data);
    } else {
      expect(parsed.error.issues.map((issue) => issue.message)).toEqual([
        'problem' in checked ? verificationMessages[checked.problem] : 'no problem',
      ]);
    }
  });
});
