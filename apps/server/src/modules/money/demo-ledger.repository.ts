// Synthetic money history for benchmarks (`db:seed-demo -- --transactions N`): contact unlocks between demo
// employers and demo workers, written set-based in batches, then one funding grant per employer so no
// balance is negative, then stored balances set from the entries. Balanced by construction; the database's
// own "transaction balances" trigger still checks every entry.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { SYSTEM_ACCOUNT_IDS } from '../ledger/ledger.js';

const PRICE = 1500;
const SHARE = 1000;

export async function insertDemoLedger(
  db: Db,
  count: number,
  options: { batchSize?: number; now?: Date } = {},
): Promise<number> {
  const { batchSize = 50_000, now = new Date() } = options;
  // Accounts for demo people (real people are never touched), numbered for the pairing below.
  await db.execute(sql`insert into ledger_accounts (owner_id, kind, balance_paise)
    select id, case when role = 'Employer' then 'credits' else 'earnings' end::ledger_account_kind, 0
    from users where is_demo on conflict do nothing`);
  await db.execute(sql`drop table if exists demo_payers, demo_earners`);
  await db.execute(sql`create unlogged table demo_payers as
    select row_number() over (order by a.id) - 1 as rn, a.id from ledger_accounts a join users u on u.id = a.owner_id
    where u.is_demo and a.kind = 'credits'`);
  await db.execute(sql`create unlogged table demo_earners as
    select row_number() over (order by a.id) - 1 as rn, a.id from ledger_accounts a join users u on u.id = a.owner_id
    where u.is_demo and a.kind = 'earnings'`);
  await db.execute(sql`create index on demo_payers (rn)`);
  await db.execute(sql`create index on demo_earners (rn)`);
  const [sizes] = await queryRows<{ payers: number; earners: number }>(
    db,
    sql`select (select count(*)::int from demo_payers) as payers, (select count(*)::int from demo_earners) as earners`,
  );
  if (!sizes || sizes.payers === 0 || sizes.earners === 0)
    throw new Error('seed demo people (employers and workers) first');

  // Spread over the last year, one every few seconds, newest last.
  const spanSeconds = 365 * 86_400;
  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize) - 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`with src as materialized (
          select gen_random_uuid() as tid, p.id as payer, e.id as earner,
                 ${now}::timestamptz - make_interval(secs => ${spanSeconds} * (1 - n::float8 / ${count})) as at
          from generate_series(${start}::int, ${end}::int) n
          join demo_payers p on p.rn = n % ${sizes.payers}
          join demo_earners e on e.rn = (n::bigint * 7919) % ${sizes.earners}
        ),
        t as (insert into ledger_transactions (id, kind, description, created_at)
              select tid, 'contact_unlock', 'Contact unlock', at from src)
        insert into ledger_entries (transaction_id, account_id, amount_paise, created_at)
        select tid, payer, ${-PRICE}::bigint, at from src
        union all select tid, earner, ${SHARE}::bigint, at from src
        union all select tid, ${SYSTEM_ACCOUNT_IDS.platform_revenue}::uuid, ${PRICE - SHARE}::bigint, at from src`);
    });
  }
  // One grant per employer covering what they spent, dated before their first unlock.
  await db.transaction(async (tx) => {
    await tx.execute(sql`with spent as (
        select e.account_id, -sum(e.amount_paise) as total, min(e.created_at) - interval '1 day' as at
        from ledger_entries e join demo_payers p on p.id = e.account_id group by e.account_id
      ),
      grants as materialized (select gen_random_uuid() as tid, account_id, total, at from spent),
      t as (insert into ledger_transactions (id, kind, description, created_at)
            select tid, 'welcome_credits', 'Demo credits', at from grants)
      insert into ledger_entries (transaction_id, account_id, amount_paise, created_at)
      select tid, account_id, total, at from grants
      union all select tid, ${SYSTEM_ACCOUNT_IDS.promotions}::uuid, -total, at from grants`);
    await tx.execute(sql`update ledger_accounts a set balance_paise = s.total
      from (select e.account_id, sum(e.amount_paise) as total from ledger_entries e
            join ledger_accounts x on x.id = e.account_id join users u on u.id = x.owner_id
            where u.is_demo group by e.account_id) s
      where a.id = s.account_id`);
  });
  await db.execute(sql`drop table if exists demo_payers, demo_earners`);
  return count;
}
