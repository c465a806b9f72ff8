// Paid contact unlock: an Employer pays Credits once per worker to see their number; the worker's share goes
// to their Earnings and the rest is platform revenue. Later requests for the same worker are free.
import { walletMessages } from '@kaamsetu/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { contactUnlocks, profiles, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthenticatedUser } from '../auth/authenticate.js';
import { oncePerKey, requestHash } from './idempotency.js';
import { InsufficientBalanceError, openPersonAccounts, personBalances, post } from './ledger.js';
import type { MoneyContext } from './money-context.js';

interface Worker {
  id: string;
  /** Whether the asking employer has unlocked this worker already. */
  unlocked: boolean;
  phone: string;
  role: 'Labourer' | 'Employer';
  is_demo: boolean;
  blocked: boolean;
  complete: boolean;
}

async function findWorker(tx: MoneyContext['db'] | Tx, profileId: string, employerId: string): Promise<Worker> {
  const [worker] = await queryRows<Worker>(
    tx,
    sql`select id, phone, role, is_demo, blocked_at is not null as blocked,
               profile_completed_at is not null as complete,
               exists (select 1 from contact_unlocks where employer_id = ${employerId} and worker_id = u.id) as unlocked
        from users u where id = ${profileId}`,
  );
  if (!worker) throw new AppError('NOT_FOUND', 'Profile not found');
  return worker;
}

/** Only complete, unblocked, real Labourers: demo people carry made-up numbers nobody may pay for. */
function assertUnlockable(worker: Worker): void {
  if (worker.role !== 'Labourer' || worker.is_demo || worker.blocked || !worker.complete) {
    throw new AppError('FORBIDDEN', walletMessages.cannotUnlock, { reason: 'notUnlockable' });
  }
}

function assertEmployer(caller: AuthenticatedUser): void {
  if (caller.role !== 'Employer') {
    throw new AppError('FORBIDDEN', walletMessages.onlyEmployersUnlock, { reason: 'notAnEmployer' });
  }
}

/** Whether the caller has this worker's number already, and what unlocking costs. */
export async function contactStatus(ctx: MoneyContext, caller: AuthenticatedUser, profileId: string) {
  const worker = caller.role === 'Employer' ? await findWorker(ctx.db, profileId, caller.id) : undefined;
  const unlocked = worker?.unlocked ?? false;
  return {
    success: true as const,
    unlocked,
    ...(worker && unlocked ? { contactNumber: worker.phone } : {}),
    pricePaise: ctx.config.unlockPricePaise,
    workerSharePaise: ctx.config.workerSharePaise,
  };
}

export async function unlockContact(ctx: MoneyContext, caller: AuthenticatedUser, profileId: string, key: string) {
  assertEmployer(caller);
  const { unlockPricePaise: price, workerSharePaise: share } = ctx.config;
  return ctx.db.transaction((tx) =>
    oncePerKey(tx, { ownerId: caller.id, key, requestHash: requestHash('contact-unlock', { profileId }) }, async () => {
      // The employer's Credits row is the lock that makes "once per pair" hold under concurrent requests;
      // the unlock check runs after it, in a new statement, so it sees any unlock committed meanwhile.
      const locked = await queryRows<{ id: string }>(
        tx,
        sql`select id from ledger_accounts where owner_id = ${caller.id} and kind = 'credits' for update`,
      );
      if (locked.length === 0) await openPersonAccounts(tx, caller.id);
      const worker = await findWorker(tx, profileId, caller.id);
      assertUnlockable(worker);
      if (worker.unlocked) {
        const { creditsPaise } = await personBalances(tx, caller.id);
        return { success: true as const, contactNumber: worker.phone, chargedPaise: 0, creditsPaise };
      }
      let posted;
      try {
        posted = await post(tx, {
          kind: 'contact_unlock',
          description: 'Contact unlock',
          movements: [
            { account: { owner: caller.id, kind: 'credits' }, amountPaise: -price },
            ...(share > 0 ? [{ account: { owner: worker.id, kind: 'earnings' as const }, amountPaise: share }] : []),
            ...(price > share
              ? [{ account: { system: 'platform_revenue' as const }, amountPaise: price - share }]
              : []),
          ],
        });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          throw new AppError('PAYMENT_REQUIRED', walletMessages.insufficientCredits);
        }
        throw error;
      }
      await tx.insert(contactUnlocks).values({
        employerId: caller.id,
        workerId: worker.id,
        transactionId: posted.transactionId,
        pricePaise: price,
      });
      return {
        success: true as const,
        contactNumber: worker.phone,
        chargedPaise: price,
        creditsPaise: posted.balances.get(`${caller.id}:credits`) ?? 0,
      };
    }),
  );
}

/** Employers who paid to see the caller's number, newest first. */
export async function contactViewers(ctx: MoneyContext, caller: AuthenticatedUser) {
  const rows = await ctx.db
    .select({
      employerId: contactUnlocks.employerId,
      name: users.name,
      companyName: sql<string>`coalesce(${profiles.companyName}, '')`,
      unlockedAt: contactUnlocks.createdAt,
    })
    .from(contactUnlocks)
    .innerJoin(users, eq(users.id, contactUnlocks.employerId))
    .leftJoin(profiles, eq(profiles.userId, contactUnlocks.employerId))
    .where(eq(contactUnlocks.workerId, caller.id))
    .orderBy(desc(contactUnlocks.createdAt))
    .limit(100);
  return {
    success: true as const,
    viewers: rows.map((row) => ({ ...row, unlockedAt: row.unlockedAt.toISOString() })),
  };
}
