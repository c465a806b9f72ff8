// The wallet forms' checks without zod, so the wallet page paints without it (issue 19, docs/decisions/030):
// the same rules as the contract's upiIdSchema (its pattern is shared) and createRechargeRequestSchema, which wallet-checks.test.ts
// holds them to over a table of inputs.
import { RECHARGE_MAX_PAISE, RECHARGE_MIN_PAISE, UPI_ID_PATTERN } from '@kaamsetu/contract';

/** Whether upiIdSchema accepts what was typed (it trims first). */
export function isUpiId(typed: string): boolean {
  return UPI_ID_PATTERN.test(typed.trim());
}

/** Whether createRechargeRequestSchema accepts this amount: whole paise within the recharge limits. */
export function isRechargeAmount(amountPaise: number): boolean {
  return Number.isInteger(amountPaise) && amountPaise >= RECHARGE_MIN_PAISE && amountPaise <= RECHARGE_MAX_PAISE;
}
