import { describe, expect, it } from 'vitest';
import { createRechargeRequestSchema, RECHARGE_MAX_PAISE, RECHARGE_MIN_PAISE, upiIdSchema } from '@kaamsetu/contract';
import { isRechargeAmount, isUpiId } from './wallet-checks';

describe('the wallet checks without zod', () => {
  const upiIds = [
    'ravi@okaxis',
    '  ravi.kumar-1@ybl  ',
    'ab@c1',
    'r@okaxis',
    'ravi@',
    '@okaxis',
    'ravi@1bank',
    'ravi@b',
    'ravi kumar@okaxis',
    'ravi@ok@axis',
    '',
    `${'a'.repeat(256)}@bank`,
    `${'a'.repeat(257)}@bank`,
    `ravi@b${'a'.repeat(63)}`,
    `ravi@b${'a'.repeat(64)}`,
  ];
  it.each(upiIds)('answers %j as upiIdSchema does', (typed) => {
    expect(isUpiId(typed)).toBe(upiIdSchema.safeParse(typed).success);
  });

  const amounts = [
    RECHARGE_MIN_PAISE,
    RECHARGE_MIN_PAISE - 1,
    RECHARGE_MAX_PAISE,
    RECHARGE_MAX_PAISE + 1,
    500_00,
    500_50,
    100.5,
    0,
    -100,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ];
  it.each(amounts)('answers %d paise as createRechargeRequestSchema does', (amountPaise) => {
    expect(isRechargeAmount(amountPaise)).toBe(createRechargeRequestSchema.safeParse({ amountPaise }).success);
  });

  it('accepts a well-formed UPI ID and a recharge within the limits', () => {
    expect(isUpiId('ravi@okaxis')).toBe(true);
    expect(isRechargeAmount(RECHARGE_MIN_PAISE)).toBe(true);
    expect(isUpiId('ravi@')).toBe(false);
    expect(isRechargeAmount(RECHARGE_MAX_PAISE + 1)).toBe(false);
  });
});
