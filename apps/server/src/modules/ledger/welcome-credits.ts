// Every new account starts with the spec's ₹500 of Credits, paid by KaamSetu's promotions account, in the
// same transaction that creates the account.
import type { Tx } from '../../db/client.js';
import { openPersonAccounts, post } from './ledger.js';

export async function openWalletWithWelcomeCredits(tx: Tx, userId: string, amountPaise: number) {
  await openPersonAccounts(tx, userId);
  if (amountPaise === 0) return;
  await post(tx, {
    kind: 'welcome_credits',
    description: 'Welcome credits',
    movements: [
      { account: { system: 'promotions' }, amountPaise: -amountPaise },
      { account: { owner: userId, kind: 'credits' }, amountPaise },
    ],
  });
}
