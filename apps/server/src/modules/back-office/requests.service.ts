// Reports and Hire Now requests as staff handle them. Each decision changes the row only if it is still
// waiting (so two staff members never both handle one), and is audited in the same transaction.
import { backOfficeMessage } from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../ledger/audit.js';
import type { Actor, BackOfficeContext } from './back-office-context.js';
import { forgetBlockedPerson, setBlocked } from './blocking.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listReports(ctx: BackOfficeContext, status: 'open' | 'escalated') {
  const rows = await queryRows<{
    id: number;
    reporter_id: string;
    reporter_name: string;
    reported_id: string;
    reported_name: string;
    reported_role: 'Labourer' | 'Employer';
    reported_blocked: boolean;
    reason: string;
    details: string;
    status: 'open' | 'escalated';
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select r.id, r.reporter_id, a.name as reporter_name, r.profile_id as reported_id, b.name as reported_name,
               b.role as reported_role, b.blocked_at is not null as reported_blocked, r.reason, r.details,
               r.status, r.created_at
        from reports r join users a on a.id = r.reporter_id join users b on b.id = r.profile_id
        where r.status = ${status}
        order by r.created_at, r.id
        limit 200`,
  );
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
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

type ReportAction = 'escalate' | 'reject' | 'block' | 'dismiss';

const reportTransitions: Record<
  ReportAction,
  { from: string; to: string; message: Parameters<typeof backOfficeMessage>[0] }
> = {
  escalate: { from: 'open', to: 'escalated', message: 'reportEscalated' },
  reject: { from: 'open', to: 'rejected', message: 'reportRejected' },
  block: { from: 'escalated', to: 'blocked', message: 'profileBlockedByReport' },
  dismiss: { from: 'escalated', to: 'dismissed', message: 'reportDismissed' },
};

async function moveReport(tx: Tx, id: number, from: string, to: string) {
  const [moved] = await queryRows<{ profile_id: string }>(
    tx,
    sql`update reports set status = ${to}, updated_at = now() where id = ${id} and status = ${from}
        returning profile_id`,
  );
  if (!moved) {
    const [exists] = await queryRows<{ id: number }>(tx, sql`select id from reports where id = ${id}`);
    throw exists
      ? new AppError('CONFLICT', backOfficeMessage('alreadyHandled'))
      : new AppError('NOT_FOUND', 'Report not found');
  }
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
    if (input.action !== 'block') return undefined;
    await setBlocked(ctx, tx, actor, { personId: moved.profile_id, blocked: true, reason: input.reason });
    return moved.profile_id;
  });
  if (blockedId) await forgetBlockedPerson(ctx, blockedId);
  return { success: true as const, message: backOfficeMessage(transition.message, { id: input.id }) };
}

export async function listMediation(ctx: BackOfficeContext) {
  const rows = await queryRows<{
    id: number;
    employer_id: string;
    employer_name: string;
    employer_phone: string;
    labourer_id: string;
    labourer_name: string;
    labourer_phone: string;
    location: string;
    salary_rupees: number;
    details: string;
    status: 'Pending' | 'Done' | 'Rejected';
    created_at: Date | string;
    closed_at: Date | string | null;
    closed_by: string | null;
  }>(
    ctx.db,
    sql`select m.id, m.employer_id, e.name as employer_name, coalesce(e.phone, '') as employer_phone, m.labourer_id,
               l.name as labourer_name, coalesce(l.phone, '') as labourer_phone, m.location, m.salary_rupees, m.details,
               m.status, m.created_at, m.closed_at, s.name as closed_by
        from mediation_requests m join users e on e.id = m.employer_id join users l on l.id = m.labourer_id
        left join staff_members s on s.id = m.closed_by_staff_id
        where m.status = 'Pending'
        order by m.created_at, m.id
        limit 200`,
  );
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
    const [moved] = await queryRows<{ id: number }>(
      tx,
      sql`update mediation_requests set status = ${to}, closed_at = ${ctx.clock.now()},
                 closed_by_staff_id = ${actor.id}
          where id = ${input.id} and status = 'Pending' returning id`,
    );
    if (!moved) {
      const [exists] = await queryRows<{ id: number }>(
        tx,
        sql`select id from mediation_requests where id = ${input.id}`,
      );
      throw exists
        ? new AppError('CONFLICT', backOfficeMessage('alreadyHandled'))
        : new AppError('NOT_FOUND', 'Mediation request not found');
    }
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
