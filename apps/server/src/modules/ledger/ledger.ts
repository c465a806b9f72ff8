// The double-entry ledger. Money moves only through the database function ledger_post (migration 0002),
// called by `post` here and by unlock_contact: it checks that the movements sum to zero, locks the people's
// accounts it touches (in id order, so two posts never wait on each other in a circle), refuses any
// person's balance going below zero, and writes the transaction, its entries and the new balances in the
// caller's database transaction. The rules live in the database so the busiest request (an unlock) is one
// round trip (docs/decisions/008). KaamSetu's own accounts keep no stored balance, so busy posts never
// queue on one platform row.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { ledgerAccounts, type ledgerTransactions } from '../../db/schema/index.js';
import { databaseErrorCode } from '../../db/database-errors.js';
import { textArray } from '../../db/sql-arrays.js';
import type { LedgerHealth } from '../../lib/ledger-health.js';

export type PersonAccountKind = 'credits' | 'earnings';
export type SystemAccountKind =
  'platform_revenue' | 'gateway_clearing' | 'payouts_in_flight' | 'promotions' | 'adjustments' | 'escrow_held';
export type LedgerTransactionKind = (typeof ledgerTransactions.$inferInsert)['kind'];

export type AccountRef = { owner: string; kind: PersonAccountKind } | { system: SystemAccountKind };

export interface Movement {
  account: AccountRef;
  amountPaise: number;
}

/** A person's balance would go below zero; nothing was written. */
export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError';
  constructor(readonly account: { owner: string; kind: PersonAccountKind }) {
    super(`${account.kind} of ${account.owner} would go below zero`);
  }
}

/** Opens a person's Credits and Earnings accounts (once). */
export async function openPersonAccounts(db: Executor, ownerId: string): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values([
      { ownerId, kind: 'credits', balancePaise: 0 },
      { ownerId, kind: 'earnings', balancePaise: 0 },
    ])
    .onConflictDoNothing();
}

/** KaamSetu's own accounts, made by migration 0002 (escrow_held after 0021) with these fixed ids. */
export const SYSTEM_ACCOUNT_IDS: Readonly<Record<SystemAccountKind, string>> = Object.freeze({
  platform_revenue: '00000000-0000-4000-8000-000000000001',
  gateway_clearing: '00000000-0000-4000-8000-000000000002',
  payouts_in_flight: '00000000-0000-4000-8000-000000000003',
  promotions: '00000000-0000-4000-8000-000000000004',
  adjustments: '00000000-0000-4000-8000-000000000005',
  // Made after the migrations (db/migrate.ts addLateSystemAccounts): its kind came in a later migration.
  escrow_held: '00000000-0000-4000-8000-000000000006',
});

/**
 * Writes one balanced transaction through the database's ledger_post (migration 0002), which locks the
 * people's accounts in id order and refuses a balance below zero. Returns the transaction id and the
 * people's new balances, keyed "<owner>:<kind>".
 */
export async function post(
  tx: Executor,
  input: { kind: LedgerTransactionKind; description: string; staffId?: string; movements: Movement[] },
): Promise<{ transactionId: string; balances: Map<string, number> }> {
  const { movements } = input;
  for (const movement of movements) {
    if (!Number.isSafeInteger(movement.amountPaise) || movement.amountPaise === 0) {
      throw new Error(`invalid amount ${movement.amountPaise}`);
    }
  }
  const owners = movements.map(({ account }) => ('owner' in account ? account.owner : null));
  const kinds = movements.map(({ account }) => ('owner' in account ? account.kind : account.system));
  try {
    const [row] = await queryRows<{ posted: { transactionId: string; balances: Record<string, number | string> } }>(
      tx,
      sql`select ledger_post(${input.kind}, ${input.description}, ${input.staffId ?? null}::uuid,
                             ${textArray(owners, 'uuid')}, ${textArray(kinds, 'ledger_account_kind')},
                             ${textArray(
                               movements.map((movement) => String(movement.amountPaise)),
                               'bigint',
                             )}) as posted`,
    );
    if (!row) throw new Error('ledger_post returned nothing');
    const balances = new Map(Object.entries(row.posted.balances).map(([key, value]) => [key, Number(value)]));
    return { transactionId: row.posted.transactionId, balances };
  } catch (error) {
    if (databaseErrorCode(error) === 'KS402') {
      const [owner = '', kind = 'credits'] = String((error as { detail?: string }).detail ?? '').split(':');
      throw new InsufficientBalanceError({ owner, kind: kind as PersonAccountKind });
    }
    throw error;
  }
}

/** A person's two balances (0 for an account not opened yet). */
export async function personBalances(
  db: Executor,
  ownerId: string,
): Promise<{ creditsPaise: number; earningsPaise: number }> {
  const rows = await queryRows<{ kind: PersonAccountKind; balance_paise: number }>(
    db,
    sql`select kind, balance_paise from ledger_accounts where owner_id = ${ownerId}`,
  );
  const of = (kind: PersonAccountKind) => Number(rows.find((row) => row.kind === kind)?.balance_paise ?? 0);
  return { creditsPaise: of('credits'), earningsPaise: of('earnings') };
}

/** Checks the ledger's invariants over the whole table (tests, benchmarks and monitoring). */
export async function checkLedger(db: Executor): Promise<LedgerHealth> {
  const [row] = await queryRows<{
    total: string | number | null;
    unbalanced: number;
    drifted: number;
    negative: number;
  }>(
    db,
    sql`select
          (select coalesce(sum(amount_paise), 0) from ledger_entries) as total,
          (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id
             having sum(amount_paise) <> 0) t) as unbalanced,
          (select count(*)::int from ledger_accounts a
             where a.owner_id is not null
               and a.balance_paise <> coalesce((select sum(e.amount_paise) from ledger_entries e
                                                where e.account_id = a.id), 0)) as drifted,
          (select count(*)::int from ledger_accounts where balance_paise < 0) as negative`,
  );
  return {
    totalPaise: Number(row?.total ?? 0),
    unbalancedTransactions: row?.unbalanced ?? 0,
    driftedAccounts: row?.drifted ?? 0,
    negativeAccounts: row?.negative ?? 0,
  };
}
