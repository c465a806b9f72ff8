// Due process (issue 16): nothing blocks a person automatically. Staff give a warning first; only a person
// with a warning in force can be suspended (409 otherwise). The person sees the reason on a banner and may
// appeal the newest one within APPEAL_WINDOW_DAYS (the injected clock); staff uphold or lift it. Every staff
// step is audited in the transaction that makes it. Employees warn and clear; suspensions, and appeals
// against them, are the Admins' (as blocking is: back-office/blocking.ts).
import {
  adminMessages,
  APPEAL_WINDOW_DAYS,
  backOfficeMessage,
  safetyMessage,
  safetyMessages,
  WARNING_SHOWN_DAYS,
  type Sanction,
  type SanctionKind,
  type StandingResponse,
} from '@kaamsetu/contract';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import { recordAudit } from '../ledger/audit.js';
import { notify } from '../notifications/notify.js';
import type { SafetyContext } from './safety-context.js';
import * as safety from './safety.repository.js';
import type { SanctionRow } from './safety.repository.js';

const DAY_MS = 24 * 60 * 60_000;

export interface StaffActor {
  id: string;
  role: 'Employee' | 'Admin';
}

function requireAdmin(actor: StaffActor): void {
  if (actor.role !== 'Admin') throw new AppError('FORBIDDEN', adminMessages.adminOnly);
}

/**
 * Gives a warning or a suspension inside the caller's transaction, serialised per person so two staff
 * members cannot both suspend, or suspend while a lift is under way.
 */
async function sanction(
  ctx: SafetyContext,
  tx: Tx,
  actor: StaffActor,
  input: { personId: string; kind: SanctionKind; reason: string; reportId?: number },
): Promise<number> {
  await safety.lockKey(tx, `sanction:${input.personId}`);
  const person = await safety.findLivePerson(tx, input.personId);
  if (!person || person.is_demo) throw new AppError('NOT_FOUND', 'Profile not found');
  if (input.kind === 'suspension') {
    const inForce = await safety.sanctionsInForce(tx, input.personId);
    if (inForce.some((row) => row.kind === 'suspension'))
      throw new AppError('CONFLICT', safetyMessages.alreadySuspended);
    if (!inForce.some((row) => row.kind === 'warning')) throw new AppError('CONFLICT', safetyMessages.warnFirst);
  }
  const id = await safety.insertSanction(tx, { ...input, staffId: actor.id, at: ctx.clock.now() });
  if (input.kind === 'suspension') await safety.settleSearchAfterSanction(tx, input.personId);
  await recordAudit(tx, {
    staffId: actor.id,
    action: input.kind === 'warning' ? 'person.warn' : 'person.suspend',
    targetType: 'person',
    targetId: input.personId,
    after: { sanctionId: id, kind: input.kind, ...(input.reportId ? { reportId: input.reportId } : {}) },
    reason: input.reason,
  });
  return id;
}

/**
 * After the commit (not before, or a search in between could keep the old answer again): kept search answers,
 * which may list a person a suspension just took out of search, or leave out one an appeal gave back.
 */
async function forgetSearchAnswers(ctx: SafetyContext): Promise<void> {
  await ctx.searchCache.forget('search');
}

/** POST /api/staff/people/{id}/warn|suspend */
export async function sanctionPerson(
  ctx: SafetyContext,
  actor: StaffActor,
  input: { personId: string; kind: SanctionKind; reason: string },
) {
  if (input.kind === 'suspension') requireAdmin(actor);
  await ctx.db.transaction((tx) => sanction(ctx, tx, actor, input));
  if (input.kind === 'suspension') await forgetSearchAnswers(ctx);
  return {
    success: true as const,
    message: input.kind === 'warning' ? safetyMessages.personWarned : safetyMessages.personSuspended,
  };
}

const reportOutcomes = {
  warn: { status: 'warned', kind: 'warning', message: 'reportWarned', notice: 'reportDecidedWarned' },
  suspend: { status: 'suspended', kind: 'suspension', message: 'reportSuspended', notice: 'reportDecidedSuspended' },
  clear: { status: 'cleared', kind: undefined, message: 'reportCleared', notice: 'reportDecidedCleared' },
} as const;
export type ReportOutcome = keyof typeof reportOutcomes;

/** POST /api/staff/reports/{id}/warn|suspend|clear: closes an open or escalated report with due process. */
export async function decideReport(
  ctx: SafetyContext,
  actor: StaffActor,
  input: { id: number; outcome: ReportOutcome; reason: string },
) {
  const outcome = reportOutcomes[input.outcome];
  if (outcome.kind === 'suspension') requireAdmin(actor);
  await ctx.db.transaction(async (tx) => {
    const report = await safety.lockReport(tx, input.id);
    if (!report) throw new AppError('NOT_FOUND', 'Report not found');
    if (report.status !== 'open' && report.status !== 'escalated') {
      throw new AppError('CONFLICT', backOfficeMessage('alreadyHandled'));
    }
    await safety.setReportStatus(tx, input.id, outcome.status);
    await recordAudit(tx, {
      staffId: actor.id,
      action: `report.${input.outcome}`,
      targetType: 'report',
      targetId: input.id,
      before: { status: report.status, kind: report.kind },
      after: { status: outcome.status },
      reason: input.reason,
    });
    if (outcome.kind) {
      await sanction(ctx, tx, actor, {
        personId: report.profile_id,
        kind: outcome.kind,
        reason: input.reason,
        reportId: input.id,
      });
    }
    // The reported person hears the outcome and what it means for them, never who reported them.
    await notify(tx, ctx, {
      userId: report.profile_id,
      kind: 'report_decided',
      dedupeKey: `report-decided:${input.id}`,
      message: { key: outcome.notice, values: { reason: input.reason } },
      sms: true,
      path: '/app/profile',
    });
  });
  if (outcome.kind === 'suspension') await forgetSearchAnswers(ctx);
  return { success: true as const, message: safetyMessage(outcome.message, { id: input.id }) };
}

function appealUntil(row: SanctionRow): Date {
  return new Date(new Date(row.created_at).getTime() + APPEAL_WINDOW_DAYS * DAY_MS);
}

function sanctionView(ctx: SafetyContext, row: SanctionRow): Sanction {
  const until = appealUntil(row);
  return {
    id: String(row.id),
    kind: row.kind,
    reason: row.reason,
    at: new Date(row.created_at).toISOString(),
    appealUntil: until.toISOString(),
    canAppeal: row.appeal_status === null && ctx.clock.now() < until,
    appeal: row.appeal_status ? { status: row.appeal_status, at: new Date(row.appeal_at ?? 0).toISOString() } : null,
  };
}

/** The sanction a person's banner shows: a suspension in force, else a recent warning in force. */
function shownSanction(ctx: SafetyContext, rows: SanctionRow[]): SanctionRow | undefined {
  const suspension = rows.find((row) => row.kind === 'suspension');
  if (suspension) return suspension;
  const shownSince = ctx.clock.now().getTime() - WARNING_SHOWN_DAYS * DAY_MS;
  return rows.find((row) => row.kind === 'warning' && new Date(row.created_at).getTime() >= shownSince);
}

/** GET /api/safety/standing */
export async function standing(ctx: SafetyContext, caller: AuthenticatedUser): Promise<StandingResponse> {
  const shown = shownSanction(ctx, await safety.sanctionsInForce(ctx.db, caller.id));
  if (!shown) return { success: true, status: 'good', sanction: null };
  return {
    success: true,
    status: shown.kind === 'suspension' ? 'suspended' : 'warned',
    sanction: sanctionView(ctx, shown),
  };
}

/** POST /api/appeals: against the sanction the banner shows, once, within the window. */
export async function fileAppeal(ctx: SafetyContext, caller: AuthenticatedUser, input: { text: string }) {
  const appealId = await ctx.db.transaction(async (tx) => {
    await safety.lockKey(tx, `sanction:${caller.id}`);
    const shown = shownSanction(ctx, await safety.sanctionsInForce(tx, caller.id));
    if (!shown) throw new AppError('NOT_FOUND', safetyMessages.nothingToAppeal);
    if (shown.appeal_status !== null) throw new AppError('CONFLICT', safetyMessages.appealAlreadyFiled);
    if (ctx.clock.now() >= appealUntil(shown)) throw new AppError('CONFLICT', safetyMessages.appealWindowClosed);
    const id = await safety.insertAppeal(tx, {
      sanctionId: shown.id,
      personId: caller.id,
      text: input.text,
      at: ctx.clock.now(),
    });
    if (id === undefined) throw new AppError('CONFLICT', safetyMessages.appealAlreadyFiled);
    return id;
  });
  return { success: true as const, message: safetyMessages.appealFiled, appealId: String(appealId) };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /api/staff/appeals */
export async function listAppeals(ctx: SafetyContext) {
  const rows = await safety.pendingAppeals(ctx.db);
  return {
    success: true as const,
    appeals: rows.map((row) => ({
      id: String(row.id),
      person: { id: row.person_id, name: row.person_name, userType: row.person_role },
      sanction: {
        id: String(row.sanction_id),
        kind: row.sanction_kind,
        reason: row.sanction_reason,
        at: iso(row.sanction_at),
      },
      text: row.text,
      createdAt: iso(row.created_at),
    })),
  };
}

/** POST /api/staff/appeals/{id}/uphold|lift: once; appeals against a suspension are the Admins'. */
export async function decideAppeal(
  ctx: SafetyContext,
  actor: StaffActor,
  input: { id: number; decision: 'uphold' | 'lift'; reason: string },
) {
  const status = input.decision === 'uphold' ? 'upheld' : 'lifted';
  await ctx.db.transaction(async (tx) => {
    const appeal = await safety.lockAppeal(tx, input.id);
    if (!appeal) throw new AppError('NOT_FOUND', 'Appeal not found');
    if (appeal.sanction_kind === 'suspension') requireAdmin(actor);
    if (appeal.status !== 'pending') throw new AppError('CONFLICT', backOfficeMessage('alreadyHandled'));
    const now = ctx.clock.now();
    await safety.decideAppeal(tx, { id: input.id, status, at: now, staffId: actor.id });
    if (status === 'lifted') await safety.liftSanction(tx, appeal.sanction_id, now);
    if (status === 'lifted' && appeal.sanction_kind === 'suspension') {
      await safety.settleSearchAfterSanction(tx, appeal.person_id);
    }
    await recordAudit(tx, {
      staffId: actor.id,
      action: `appeal.${input.decision}`,
      targetType: 'appeal',
      targetId: input.id,
      before: { status: 'pending', sanctionId: appeal.sanction_id, kind: appeal.sanction_kind },
      after: { status, personId: appeal.person_id },
      reason: input.reason,
    });
  });
  if (status === 'lifted') await forgetSearchAnswers(ctx);
  return {
    success: true as const,
    message: safetyMessage(status === 'upheld' ? 'appealUpheld' : 'appealLifted', { id: input.id }),
  };
}
