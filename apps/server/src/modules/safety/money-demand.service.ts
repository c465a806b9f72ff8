// "Asked me for money": a worker's one-tap report on an Employer. It lands first in the staff reports queue
// and, when that Employer contacted the reporter through KaamSetu, pauses the Employer's new unlocks until
// staff warn, suspend or clear (decision 018). Only a contact the platform saw can freeze an account, so one
// worker cannot freeze Employers they never dealt with.
import { safetyMessages, type MoneyDemandReportResponse } from '@kaamsetu/contract';
import type { z } from 'zod';
import type { moneyDemandReportRequestSchema } from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import type { SafetyContext } from './safety-context.js';
import * as safety from './safety.repository.js';

/** What staff read in the queue; the kind marks it. */
const MONEY_DEMAND_REASON = 'Asked me for money';

export async function reportMoneyDemand(
  ctx: SafetyContext,
  caller: AuthenticatedUser,
  input: z.output<typeof moneyDemandReportRequestSchema>,
): Promise<MoneyDemandReportResponse> {
  if (caller.role !== 'Labourer') throw new AppError('FORBIDDEN', safetyMessages.onlyWorkersReportMoney);
  const subject = await safety.findLivePerson(ctx.db, input.profileId);
  if (!subject) throw new AppError('NOT_FOUND', 'Profile not found');
  if (subject.role !== 'Employer' || subject.is_demo) {
    throw new AppError('VALIDATION_FAILED', safetyMessages.notAnEmployer);
  }
  const reportId = await ctx.db.transaction(async (tx) => {
    const values = { reporterId: caller.id, profileId: subject.id, details: input.details };
    const created = await safety.insertMoneyDemandReport(tx, { ...values, reason: MONEY_DEMAND_REASON });
    // An open Report Profile about the same Employer becomes this report rather than a refusal.
    const id = created ?? (await safety.upgradeOpenReport(tx, values));
    if (id === undefined) throw new AppError('CONFLICT', safetyMessages.moneyDemandAlreadyOpen);
    return id;
  });
  const freezes = await safety.contactedBy(ctx.db, subject.id, caller.id);
  return {
    success: true,
    message: freezes ? safetyMessages.moneyDemandFiled : safetyMessages.moneyDemandFiledNoFreeze,
    reportId: String(reportId),
    freezes,
  };
}
