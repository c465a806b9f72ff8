// The ledger's invariants, read straight from the database a bench used: every transaction balances, all
// entries sum to zero, stored balances match their entries, no person's balance is negative.
export async function ledgerInvariants(client) {
  const { rows } = await client.query(`select
      (select coalesce(sum(amount_paise), 0)::bigint from ledger_entries) as total,
      (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id
         having sum(amount_paise) <> 0) t) as unbalanced,
      (select count(*)::int from ledger_accounts a where a.owner_id is not null and a.balance_paise <>
         coalesce((select sum(e.amount_paise) from ledger_entries e where e.account_id = a.id), 0)) as drifted,
      (select count(*)::int from ledger_accounts where balance_paise < 0) as negative`);
  const row = rows[0];
  return { totalPaise: Number(row.total), unbalanced: row.unbalanced, drifted: row.drifted, negative: row.negative };
}

export function ledgerAddsUp(found) {
  return found.totalPaise === 0 && found.unbalanced === 0 && found.drifted === 0 && found.negative === 0;
}
