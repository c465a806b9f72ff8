// SQL for reports and Hire Now requests as staff handle them. A decision changes a row only while it is
// still waiting, so two staff members never both handle one.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

export interface ReportRow {
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
  review_id: number | string | null;
}

/** Reports in one state, oldest first. */
export async function reportsIn(db: Executor, status: 'open' | 'escalated'): Promise<ReportRow[]> {
  return queryRows<ReportRow>(
    db,
    sql`select r.id, r.reporter_id, a.name as reporter_name, r.profile_id as reported_id, b.name as reported_name,
               b.role as reported_role, b.blocked_at is not null as reported_blocked, r.reason, r.details,
               r.status, r.created_at, r.review_id
        from reports r join users a on a.id = r.reporter_id join users b on b.id = r.profile_id
        where r.status = ${status}
        order by r.created_at, r.id
        limit 200`,
  );
}

/** Moves a report from one state to another; undefined when it is not (or no longer) in `from`. */
export async function moveReport(
  tx: Executor,
  id: number,
  from: string,
  to: string,
): Promise<{ profile_id: string } | undefined> {
  const [moved] = await queryRows<{ profile_id: string }>(
    tx,
    sql`update reports set status = ${to}, updated_at = now() where id = ${id} and status = ${from}
        returning profile_id`,
  );
  return moved;
}

export async function reportExists(tx: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`select id from reports where id = ${id}`);
  return rows.length > 0;
}

export interface PendingMediationRow {
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
}

/** Hire Now requests waiting for staff, oldest first. */
export async function pendingMediation(db: Executor): Promise<PendingMediationRow[]> {
  return queryRows<PendingMediationRow>(
    db,
    sql`select m.id, m.employer_id, e.name as employer_name, coalesce(e.phone, '') as employer_phone, m.labourer_id,
               l.name as labourer_name, coalesce(l.phone, '') as labourer_phone, m.location, m.salary_rupees, m.details,
               m.status, m.created_at, m.closed_at, s.name as closed_by
        from mediation_requests m join users e on e.id = m.employer_id join users l on l.id = m.labourer_id
        left join staff_members s on s.id = m.closed_by_staff_id
        where m.status = 'Pending'
        order by m.created_at, m.id
        limit 200`,
  );
}

/** Closes a pending Hire Now request; false when it is not (or no longer) pending. */
export async function closeMediation(
  tx: Executor,
  input: { id: number; status: 'Done' | 'Rejected'; at: Date; staffId: string },
): Promise<boolean> {
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update mediation_requests set status = ${input.status}, closed_at = ${input.at},
               closed_by_staff_id = ${input.staffId}
        where id = ${input.id} and status = 'Pending' returning id`,
  );
  return moved.length > 0;
}

export async function mediationExists(tx: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`select id from mediation_requests where id = ${id}`);
  return rows.length > 0;
}
