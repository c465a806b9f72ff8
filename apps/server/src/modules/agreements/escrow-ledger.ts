// The agreement's money in the ledger: paid in from the gateway to escrow-held, released to the worker's Earnings,
// refunded back out through the gateway. Each is one balanced transaction written with the agreement's own
// change and the escrow instruction that makes the partner do the same, in the caller's database transaction.
import type { Executor } from '../../db/client.js';
import { post } from '../ledger/ledger.js';
import * as repository from './agreements.repository.js';
import type { AgreementRow } from './agreements.repository.js';

/** The Employer's payment (wage plus fee) arrives: the wage is held, the fee is KaamSetu's. */
export async function holdPayment(tx: Executor, row: AgreementRow, paidPaise: number, at: Date): Promise<string> {
  const { transactionId } = await post(tx, {
    kind: 'escrow_funded',
    description: `Agreement ${row.id}: wage held`,
    movements: [
      { account: { system: 'gateway_clearing' }, amountPaise: -paidPaise },
      { account: { system: 'escrow_held' }, amountPaise: row.amountPaise },
      ...(paidPaise > row.amountPaise
        ? [{ account: { system: 'platform_revenue' as const }, amountPaise: paidPaise - row.amountPaise }]
        : []),
    ],
  });
  await repository.insertInstruction(tx, { agreementId: row.id, action: 'hold', amountPaise: row.amountPaise, at });
  return transactionId;
}

/** Part or all of what is held goes to the worker's Earnings. */
export async function releaseToWorker(tx: Executor, row: AgreementRow, amountPaise: number, at: Date): Promise<string> {
  const { transactionId } = await post(tx, {
    kind: 'escrow_released',
    description: `Agreement ${row.id}: wage paid`,
    movements: [
      { account: { system: 'escrow_held' }, amountPaise: -amountPaise },
      { account: { owner: row.workerId, kind: 'earnings' }, amountPaise },
    ],
  });
  await repository.insertInstruction(tx, { agreementId: row.id, action: 'release', amountPaise, at });
  return transactionId;
}

/** Part or all of what is held goes back to the Employer through the gateway's refund. */
export async function refundToEmployer(
  tx: Executor,
  row: AgreementRow,
  amountPaise: number,
  at: Date,
): Promise<string> {
  const { transactionId } = await post(tx, {
    kind: 'escrow_refunded',
    description: `Agreement ${row.id}: refunded`,
    movements: [
      { account: { system: 'escrow_held' }, amountPaise: -amountPaise },
      { account: { system: 'gateway_clearing' }, amountPaise },
    ],
  });
  await repository.insertInstruction(tx, { agreementId: row.id, action: 'refund', amountPaise, at });
  return transactionId;
}
