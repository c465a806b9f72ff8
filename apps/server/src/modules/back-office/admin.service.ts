// Admin-only work: the dashboard's live counts, staff accounts, wallet corrections and blocking.
import { adminMessages } from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import {
  createStaffMember,
  listStaffMembers,
  lockStaffMember,
  updateStaffMember,
  type StaffRow,
} from '../auth/staff-accounts.service.js';
import { findStaffByPhone, findUserByPhone } from '../auth/account-directory.js';
import { oncePerKey, requestHash } from '../ledger/idempotency.js';
import { InsufficientBalanceError, post } from '../ledger/ledger.js';
import { recordAudit } from '../ledger/audit.js';
import type { Actor, BackOfficeContext } from './back-office-context.js';
import { forgetBlockedPerson, setBlocked } from './blocking.js';
import * as admin from './admin.repository.js';
import type { WalletRow } from './admin.repository.js';

// Counting a million people takes a table scan; the dashboard shows counts at most this old.
const ANALYTICS_SECONDS = 30;

export async function analytics(ctx: BackOfficeContext) {
  const counts = await ctx.cache.remember('admin-analytics', ANALYTICS_SECONDS, () =>
    admin.dashboardCounts(ctx.reader),
  );
  return { success: true as const, ...counts };
}

function memberView(row: StaffRow) {
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
  const rows = await listStaffMembers(ctx.db);
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
    const before = await lockStaffMember(tx, id);
    if (!before || before.role !== 'Employee') throw new AppError('NOT_FOUND', adminMessages.employeeNotFound);
    if (input.mobile && input.mobile !== before.phone && (await findStaffByPhone(tx, input.mobile))) {
      throw new AppError('CONFLICT', adminMessages.staffPhoneTaken);
    }
    if (input.mobile && input.mobile !== before.phone && (await findUserByPhone(tx, input.mobile))) {
      throw new AppError('CONFLICT', adminMessages.staffPhoneIsPersons);
    }
    const endsSessions =
      (input.active === false && before.active) || (input.mobile !== undefined && input.mobile !== before.phone);
    const after = await updateStaffMember(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.mobile !== undefined ? { phone: input.mobile } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(endsSessions ? { tokenVersion: before.tokenVersion + 1 } : {}),
      updatedAt: ctx.clock.now(),
    });
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
  const rows = await admin.findWallets(ctx.db, q);
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
        // Locked: a deletion of this account waits for the adjustment, or the adjustment finds it gone.
        const person = await admin.lockLivePerson(tx, personId);
        if (!person) throw new AppError('NOT_FOUND', 'Profile not found');
        if (person.is_demo) throw new AppError('FORBIDDEN', adminMessages.demoNoWallet);
        const before = await admin.walletOf(tx, personId);
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
        const after = await admin.walletOf(tx, personId);
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
