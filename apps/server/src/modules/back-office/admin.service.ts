// Admin-only work: the dashboard's live counts, staff accounts, wallet corrections and blocking.
import { adminMessages, type UserType } from '@kaamsetu/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { staffMembers } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { createStaffMember } from '../auth/staff-accounts.service.js';
import { findStaffByPhone, findUserByPhone } from '../auth/account-directory.js';
import { oncePerKey, requestHash } from '../ledger/idempotency.js';
import { InsufficientBalanceError, post } from '../ledger/ledger.js';
import { recordAudit } from '../ledger/audit.js';
import type { Actor, BackOfficeContext } from './back-office-context.js';
import { forgetBlockedPerson, setBlocked } from './blocking.js';
import { personMatch } from './person-lookup.js';

// Counting a million people takes a table scan; the dashboard shows counts at most this old.
const ANALYTICS_SECONDS = 30;

interface Analytics {
  labourers: number;
  employers: number;
  activeEmployees: number;
  openReports: number;
  escalatedReports: number;
  pendingMediation: number;
  pendingPayouts: number;
  incompleteProfiles: number;
}

export async function analytics(ctx: BackOfficeContext) {
  const counts = await ctx.cache.remember('admin-analytics', ANALYTICS_SECONDS, () => countEverything(ctx));
  return { success: true as const, ...counts };
}

/** Real people only (demo people are samples), not blocked or deleted; one pass over users. */
async function countEverything(ctx: BackOfficeContext): Promise<Analytics> {
  const [row] = await queryRows<Analytics>(
    ctx.db,
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
  return row as Analytics;
}

function memberView(row: typeof staffMembers.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    role: row.role,
    staffCode: row.staffCode,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaff(ctx: BackOfficeContext) {
  const rows = await ctx.db.select().from(staffMembers).orderBy(staffMembers.staffCode);
  return { success: true as const, staff: rows.map(memberView) };
}

export async function addEmployee(ctx: BackOfficeContext, actor: Actor, input: { name: string; mobile: string }) {
  const member = await ctx.db.transaction(async (tx) => {
    if (await findStaffByPhone(tx, input.mobile)) throw new AppError('CONFLICT', adminMessages.staffPhoneTaken);
    // People's sign-in never acts on a staff number: a person's own number would lock them out of their account.
    if (await findUserByPhone(tx, input.mobile)) throw new AppError('CONFLICT', adminMessages.staffPhoneIsPersons);
    const created = await createStaffMember(tx, {
      name: input.name,
      phone: input.mobile,
      role: 'Employee',
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'staff.create',
      targetType: 'staff',
      targetId: created.id,
      after: memberView(created),
    });
    return created;
  });
  return {
    success: true as const,
    message: adminMessages.employeeAdded.replace('{{staffCode}}', member.staffCode),
    member: memberView(member),
  };
}

/** Modify Employee: name, mobile, active. Deactivating (or a new number) ends their sessions at once. */
export async function updateEmployee(
  ctx: BackOfficeContext,
  actor: Actor,
  id: string,
  input: { name?: string | undefined; mobile?: string | undefined; active?: boolean | undefined },
) {
  const member = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
    if (!before || before.role !== 'Employee') throw new AppError('NOT_FOUND', adminMessages.employeeNotFound);
    if (input.mobile && input.mobile !== before.phone && (await findStaffByPhone(tx, input.mobile))) {
      throw new AppError('CONFLICT', adminMessages.staffPhoneTaken);
    }
    if (input.mobile && input.mobile !== before.phone && (await findUserByPhone(tx, input.mobile))) {
      throw new AppError('CONFLICT', adminMessages.staffPhoneIsPersons);
    }
    const endsSessions =
      (input.active === false && before.active) || (input.mobile !== undefined && input.mobile !== before.phone);
    const [after] = await tx
      .update(staffMembers)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.mobile !== undefined ? { phone: input.mobile } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(endsSessions ? { tokenVersion: before.tokenVersion + 1 } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(staffMembers.id, id))
      .returning();
    if (!after) throw new Error('update returned no row');
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'staff.update',
      targetType: 'staff',
      targetId: id,
      before: memberView(before),
      after: memberView(after),
    });
    return after;
  });
  return { success: true as const, message: adminMessages.employeeUpdated, member: memberView(member) };
}

interface WalletRow {
  id: string;
  name: string;
  phone: string;
  role: UserType;
  credits: number | string | null;
  earnings: number | string | null;
}

const walletSelect = sql`select u.id, u.name, u.phone, u.role,
    (select balance_paise from ledger_accounts where owner_id = u.id and kind = 'credits') as credits,
    (select balance_paise from ledger_accounts where owner_id = u.id and kind = 'earnings') as earnings
  from users u`;

function walletView(row: WalletRow) {
  const creditsPaise = Number(row.credits ?? 0);
  return {
    id: row.id,
    name: row.name,
    mobile: row.phone,
    userType: row.role,
    walletBalance: creditsPaise / 100,
    creditsPaise,
    earningsPaise: Number(row.earnings ?? 0),
  };
}

/** Modify Wallet Balance: find people by name, mobile or id. */
export async function findWallets(ctx: BackOfficeContext, q: string) {
  const where = (await personMatch(ctx.db, q)) ?? sql`true`;
  const rows = await queryRows<WalletRow>(
    ctx.db,
    sql`${walletSelect} where u.deleted_at is null and ${where} order by u.created_at desc, u.id desc limit 50`,
  );
  return { success: true as const, wallets: rows.map(walletView) };
}

/** Adds or deducts whole Credits against the adjustments account; idempotent per Admin and key. */
export async function adjustWallet(
  ctx: BackOfficeContext,
  actor: Actor,
  personId: string,
  input: { direction: 'add' | 'deduct'; credits: number; reason: string },
  key: string,
) {
  const amount = input.credits * 100 * (input.direction === 'add' ? 1 : -1);
  return ctx.db.transaction((tx) =>
    oncePerKey(
      tx,
      { ownerId: actor.id, key, requestHash: requestHash('wallet-adjust', { personId, ...input }) },
      async () => {
        const [person] = await queryRows<{ id: string; is_demo: boolean }>(
          tx,
          // Locked: a deletion of this account waits for the adjustment, or the adjustment finds it gone.
          sql`select id, is_demo from users where id = ${personId} and deleted_at is null for update`,
        );
        if (!person) throw new AppError('NOT_FOUND', 'Profile not found');
        if (person.is_demo) throw new AppError('FORBIDDEN', adminMessages.demoNoWallet);
        const [before] = await queryRows<WalletRow>(
          tx,
          sql`${walletSelect} where u.id = ${personId} and u.deleted_at is null`,
        );
        try {
          await post(tx, {
            kind: 'adjustment',
            description: `Adjustment: ${input.reason}`,
            staffId: actor.id,
            movements: [
              { account: { system: 'adjustments' }, amountPaise: -amount },
              { account: { owner: personId, kind: 'credits' }, amountPaise: amount },
            ],
          });
        } catch (error) {
          if (error instanceof InsufficientBalanceError) {
            throw new AppError('VALIDATION_FAILED', adminMessages.insufficientCredits);
          }
          throw error;
        }
        const [after] = await queryRows<WalletRow>(
          tx,
          sql`${walletSelect} where u.id = ${personId} and u.deleted_at is null`,
        );
        const wallet = walletView(after as WalletRow);
        // The balance only (in Credits, as Admins read it): the audit trail needs what changed, not the
        // person's name and number again.
        const balances = (view: ReturnType<typeof walletView>) => ({ walletBalance: view.walletBalance });
        await recordAudit(tx, {
          staffId: actor.id,
          action: 'wallet.adjust',
          targetType: 'wallet',
          targetId: personId,
          before: balances(walletView(before as WalletRow)),
          after: balances(wallet),
          reason: input.reason,
        });
        return {
          success: true as const,
          message: adminMessages.walletAdjusted.replace('{{credits}}', String(wallet.walletBalance)),
          wallet,
        };
      },
    ),
  );
}

export async function blockPerson(
  ctx: BackOfficeContext,
  actor: Actor,
  personId: string,
  blocked: boolean,
  reason: string,
) {
  await ctx.db.transaction((tx) => setBlocked(ctx, tx, actor, { personId, blocked, reason }));
  await forgetBlockedPerson(ctx, personId);
  return { success: true as const, message: blocked ? adminMessages.profileBlocked : adminMessages.profileUnblocked };
}
