// Reports and Hire Now requests as staff handle them. Each decision changes the row only if it is still
// waiting (so two staff members never both handle one), and is audited in the same transaction.
import { backOfficeMessage } from '@kaamsetu/contract';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../ledger/audit.js';
import { notify } from '../notifications/notify.js';
import { reviewSummaries } from '../reviews/review-summaries.js';
import type { Actor, BackOfficeContext } from './back-office-context.js';
import { forgetBlockedPerson, setBlocked } from './blocking.js';
import * as requests from './requests.repository.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listReports(ctx: BackOfficeContext, status: 'open' | 'escalated') {
  const rows = await requests.reportsIn(ctx.db, status);
  const reviewIds = rows.flatMap((row) => (row.review_id === null ? [] : [Number(row.review_id)]));
  const reviews = await reviewSummaries(ctx.db, reviewIds);
  return {
    success: true as const,
    reports: rows.map((row) => ({
      id: String(row.id),
      reporter: { id: row.reporter_id, name: row.reporter_name },
      reported: {
        id: row.reported_id,
        name: row.reported_name,
        userType: row.reported_role,
        blocked: row.reported_blocked,
      },
      reason: row.reason,
      details: row.details,
      status: row.status,
      kind: row.kind,
      createdAt: new Date(row.created_at).toISOString(),
      ...(row.review_id === null ? {} : { review: reviews.get(Number(row.review_id)) }),
    })),
  };
}

type ReportAction = 'escalate' | 'reject' | 'block' | 'dismiss';

/** What the reported person is told once the report is decided (not when it is only escalated). */
type DecisionNotice = 'reportDecidedCleared' | 'reportDecidedBlocked';

const reportTransitions: Record<
  ReportAction,
  { from: string; to: string; message: Parameters<typeof backOfficeMessage>[0]; notice?: DecisionNotice }
> = {
  escalate: { from: 'open', to: 'escalated', message: 'reportEscalated' },
  reject: { from: 'open', to: 'rejected', message: 'reportRejected', notice: 'reportDecidedCleared' },
  block: { from: 'escalated', to: 'blocked', message: 'profileBlockedByReport', notice: 'reportDecidedBlocked' },
  dismiss: { from: 'escalated', to: 'dismissed', message: 'reportDismissed', notice: 'reportDecidedCleared' },
};

/** A decision on a row that did not change: someone handled it first (409), or there is no such row (404). */
function refusal(exists: boolean, notFound: string): AppError {
  return exists ? new AppError('CONFLICT', backOfficeMessage('alreadyHandled')) : new AppError('NOT_FOUND', notFound);
}

async function moveReport(tx: Tx, id: number, from: string, to: string) {
  const moved = await requests.moveReport(tx, id, from, to);
  if (!moved) throw refusal(await requests.reportExists(tx, id), 'Report not found');
  return moved;
}

/** Employees escalate or reject open reports; Admins block or dismiss escalated ones. */
export async function decideReport(
  ctx: BackOfficeContext,
  actor: Actor,
  input: { id: number; action: ReportAction; reason: string },
) {
  const transition = reportTransitions[input.action];
  const blockedId = await ctx.db.transaction(async (tx) => {
    const moved = await moveReport(tx, input.id, transition.from, transition.to);
    await recordAudit(tx, {
      staffId: actor.id,
      action: `report.${input.action}`,
      targetType: 'report',
      targetId: input.id,
      before: { status: transition.from },
      after: { status: transition.to },
      reason: input.reason,
    });
    // The reported person hears the outcome and what it means for them, never who reported them.
    if (transition.notice) {
      await notify(tx, ctx, {
        userId: moved.profile_id,
        kind: 'report_decided',
        dedupeKey: `report-decided:${input.id}`,
        message: { key: transition.notice, values: { reason: input.reason } },
        sms: true,
        path: '/app/profile',
      });
    }
    if (input.action !== 'block') return undefined;
    await setBlocked(ctx, tx, actor, { personId: moved.profile_id, blocked: true, reason: input.reason });
    return moved.profile_id;
  });
  if (blockedId) await forgetBlockedPerson(ctx, blockedId);
  return { success: true as const, message: backOfficeMessage(transition.message, { id: input.id }) };
}

export async function listMediation(ctx: BackOfficeContext) {
  const rows = await requests.pendingMediation(ctx.db);
  return {
    success: true as const,
    requests: rows.map((row) => ({
      id: String(row.id),
      employer: { id: row.employer_id, name: row.employer_name, phone: row.employer_phone },
      labourer: { id: row.labourer_id, name: row.labourer_name, phone: row.labourer_phone },
      location: row.location,
      salary: row.salary_rupees,
      details: row.details,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      closedAt: iso(row.closed_at),
      closedBy: row.closed_by,
    })),
  };
}

export async function decideMediation(
  ctx: BackOfficeContext,
  actor: Actor,
  input: { id: number; action: 'done' | 'reject'; reason: string },
) {
  const to = input.action === 'done' ? 'Done' : 'Rejected';
  await ctx.db.transaction(async (tx) => {
    const closed = await requests.closeMediation(tx, {
      id: input.id,
      status: to,
      at: ctx.clock.now(),
      staffId: actor.id,
    });
    if (!closed) throw refusal(await requests.mediationExists(tx, input.id), 'Mediation request not found');
    await recordAudit(tx, {
      staffId: actor.id,
      action: `mediation.${input.action}`,
      targetType: 'mediation',
      targetId: input.id,
      before: { status: 'Pending' },
      after: { status: to },
      reason: input.reason,
    });
  });
  return {
    success: true as const,
    message: backOfficeMessage(input.action === 'done' ? 'mediationDone' : 'mediationRejected', { id: input.id }),
  };
}
