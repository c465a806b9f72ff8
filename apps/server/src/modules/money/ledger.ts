// The double-entry ledger. `post` is the only way money moves: it checks that the movements sum to zero,
// locks the people's accounts it touches (in id order, so two posts never wait on each other in a circle),
// refuses any person's balance going below zero, and writes the transaction, its entries and the new
// balances in the caller's database transaction. KaamSetu's own accounts keep no stored balance (see the
// schema), so busy posts never queue on one platform row.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor, type Tx } from '../../db/client.js';
import { ledgerAccounts, type ledgerTransactions } from '../../db/schema/index.js';

export type PersonAccountKind = 'credits' | 'earnings';
export type SystemAccountKind =
  'platform_revenue' | 'gateway_clearing' | 'payouts_in_flight' | 'promotions' | 'adjustments';
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

interface LockedAccount {
  id: string;
  kind: string;
  owner_id: string | null;
  balance_paise: number | null;
}

/** KaamSetu's own accounts, made by migration 0002 with these fixed ids. */
export const SYSTEM_ACCOUNT_IDS: Readonly<Record<SystemAccountKind, string>> = Object.freeze({
  platform_revenue: '00000000-0000-4000-8000-000000000001',
  gateway_clearing: '00000000-0000-4000-8000-000000000002',
  payouts_in_flight: '00000000-0000-4000-8000-000000000003',
  promotions: '00000000-0000-4000-8000-000000000004',
  adjustments: '00000000-0000-4000-8000-000000000005',
});

async function lockPersonAccounts(
  tx: Tx,
  refs: { owner: string; kind: PersonAccountKind }[],
): Promise<LockedAccount[]> {
  if (refs.length === 0) return [];
  return queryRows<LockedAccount>(
    tx,
    sql`select id, kind, owner_id, balance_paise from ledger_accounts
        where (owner_id, kind::text) in (${sql.join(
          refs.map((ref) => sql`(${ref.owner}::uuid, ${ref.kind}::text)`),
          sql`, `,
        )})
        order by id
        for update`,
  );
}

function personKey(owner: string, kind: string): string {
  return `${owner}:${kind}`;
}

/** Writes one balanced transaction. Returns the transaction id and the people's new balances. */
export async function post(
  tx: Tx,
  input: { kind: LedgerTransactionKind; description: string; staffId?: string; movements: Movement[] },
): Promise<{ transactionId: string; balances: Map<string, number> }> {
  const { movements } = input;
  if (movements.length < 2) throw new Error('a transaction needs at least two movements');
  let total = 0;
  for (const movement of movements) {
    if (!Number.isSafeInteger(movement.amountPaise) || movement.amountPaise === 0) {
      throw new Error(`invalid amount ${movement.amountPaise}`);
    }
    total += movement.amountPaise;
  }
  if (total !== 0) throw new Error(`transaction does not balance (sum ${total})`);

  const people = movements.flatMap((movement) => ('owner' in movement.account ? [movement.account] : []));
  let locked = await lockPersonAccounts(tx, people);
  if (locked.length < new Set(people.map((ref) => personKey(ref.owner, ref.kind))).size) {
    // Accounts open on first use (people who signed up before the ledger existed, staff-added people).
    for (const owner of new Set(people.map((ref) => ref.owner))) await openPersonAccounts(tx, owner);
    locked = await lockPersonAccounts(tx, people);
  }
  const byKey = new Map(locked.map((row) => [personKey(row.owner_id ?? '', row.kind), row]));

  const entries: { accountId: string; amountPaise: number }[] = [];
  const balances = new Map<string, number>();
  for (const movement of movements) {
    const ref = movement.account;
    if ('system' in ref) {
      entries.push({ accountId: SYSTEM_ACCOUNT_IDS[ref.system], amountPaise: movement.amountPaise });
      continue;
    }
    const key = personKey(ref.owner, ref.kind);
    const account = byKey.get(key);
    if (!account) throw new Error(`no ${ref.kind} account for ${ref.owner}`);
    const balance = (balances.get(key) ?? Number(account.balance_paise)) + movement.amountPaise;
    if (balance < 0) throw new InsufficientBalanceError(ref);
    balances.set(key, balance);
    entries.push({ accountId: account.id, amountPaise: movement.amountPaise });
  }

  // One statement writes the transaction, its entries and the new balances (round trips are the cost here).
  const newBalances = [...balances].map(
    ([key, balance]) => sql`(${(byKey.get(key) as LockedAccount).id}::uuid, ${balance}::bigint)`,
  );
  const [transaction] = await queryRows<{ id: string }>(
    tx,
    sql`with t as (
          insert into ledger_transactions (kind, description, staff_id)
          values (${input.kind}, ${input.description}, ${input.staffId ?? null})
          returning id
        ),
        e as (
          insert into ledger_entries (transaction_id, account_id, amount_paise)
          select t.id, v.account_id, v.amount
          from t cross join (values ${sql.join(
            entries.map((entry) => sql`(${entry.accountId}::uuid, ${entry.amountPaise}::bigint)`),
            sql`, `,
          )}) as v(account_id, amount)
        )${
          newBalances.length > 0
            ? sql`, b as (
                update ledger_accounts a set balance_paise = v.balance
                from (values ${sql.join(newBalances, sql`, `)}) as v(id, balance)
                where a.id = v.id
              )`
            : sql``
        }
        select id from t`,
  );
  if (!transaction) throw new Error('insert returned no row');
  return { transactionId: transaction.id, balances };
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

export interface LedgerHealth {
  /** Sum of every entry ever written: 0 when money adds up. */
  totalPaise: number;
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: number;
  /** People's accounts whose stored balance differs from the sum of their entries. */
  driftedAccounts: number;
  /** People's accounts below zero. */
  negativeAccounts: number;
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
