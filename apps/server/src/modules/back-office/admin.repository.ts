// SQL for the Admin's dashboard counts and wallet corrections.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import type { AccountRow } from './people.repository.js';
import { personMatch } from './person-lookup.repository.js';

export interface DashboardCounts {
  labourers: number;
  employers: number;
  activeEmployees: number;
  openReports: number;
  escalatedReports: number;
  pendingMediation: number;
  pendingPayouts: number;
  incompleteProfiles: number;
}

/** Real people only (demo people are samples), not blocked or deleted; one pass over users. */
export async function dashboardCounts(db: Executor): Promise<DashboardCounts> {
  const [row] = await queryRows<DashboardCounts>(
    db,
    sql`select
          count(*) filter (where role = 'Labourer')::int as labourers,
          count(*) filter (where role = 'Employer')::int as employers,
          count(*) filter (where profile_completed_at is null)::int as "incompleteProfiles",
          (select count(*)::int from staff_members where role = 'Employee' and active) as "activeEmployees",
          (select count(*)::int from reports where status = 'open') as "openReports",
          (select count(*)::int from reports where status = 'escalated') as "escalatedReports",
          (select count(*)::int from mediation_requests where status = 'Pending') as "pendingMediation",
          (select count(*)::int from payouts where status in ('pending', 'processing')) as "pendingPayouts"
        from users where not is_demo and blocked_at is null and deleted_at is null`,
  );
  return row as DashboardCounts;
}

export interface WalletRow extends AccountRow {
  credits: number | string | null;
  earnings: number | string | null;
}

const walletSelect = sql`select u.id, u.name, u.phone, u.role,
    (select balance_paise from ledger_accounts where owner_id = u.id and kind = 'credits') as credits,
    (select balance_paise from ledger_accounts where owner_id = u.id and kind = 'earnings') as earnings
  from users u`;

/** Wallets of people found by name, mobile or id (person-lookup.repository.ts), newest first. */
export async function findWallets(db: Executor, q: string): Promise<WalletRow[]> {
  const where = (await personMatch(db, q)) ?? sql`true`;
  return queryRows<WalletRow>(
    db,
    sql`${walletSelect} where u.deleted_at is null and ${where} order by u.created_at desc, u.id desc limit 50`,
  );
}

export async function walletOf(db: Executor, personId: string): Promise<WalletRow | undefined> {
  const [row] = await queryRows<WalletRow>(db, sql`${walletSelect} where u.id = ${personId} and u.deleted_at is null`);
  return row;
}

/**
 * Locks a live person's row for the rest of the transaction: a deletion of this account waits for the
 * adjustment, or the adjustment finds it gone (undefined).
 */
export async function lockLivePerson(tx: Executor, personId: string): Promise<{ is_demo: boolean } | undefined> {
  const [row] = await queryRows<{ id: string; is_demo: boolean }>(
    tx,
    sql`select id, is_demo from users where id = ${personId} and deleted_at is null for update`,
  );
  return row;
}
