// The shape of a ledger check, so code below the modules (metrics, the move to PostgreSQL) can be handed
// the ledger module's checkLedger by app.ts or the CLI without importing a module.
import type { Executor } from '../db/client.js';

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

export type CheckLedger = (db: Executor) => Promise<LedgerHealth>;

export function ledgerAddsUp(health: LedgerHealth): boolean {
  return (
    health.totalPaise === 0 &&
    health.unbalancedTransactions === 0 &&
    health.driftedAccounts === 0 &&
    health.negativeAccounts === 0
  );
}
