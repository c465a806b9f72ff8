// Wallet history lines as a table, for the person's own wallet and for staff looking at someone's: when,
// what (a recharge, a contact viewed, a transfer to UPI…), which balance, and the amount Credited or Debited.
import type { WalletTransaction } from '@kaamsetu/contract';
import { useTranslation } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/date-time';
import { formatRupees } from '../../lib/rupees';

interface TransactionTableProps {
  /** The catalogue with the `transactions.*` column and line texts. */
  namespace: 'wallet' | 'backOffice';
  /** Where that catalogue keeps the names of kinds, accounts, payout statuses and types ('' or 'transactions.'). */
  namesPrefix: '' | 'transactions.';
  items: readonly WalletTransaction[];
  /** The table's name: the id of a title on the page, or else a caption only screen readers read. */
  labelledBy?: string;
  caption?: string;
  /** Staff trace a line by its id; the person does not need it. */
  showIds?: boolean;
}

export function TransactionTable({
  namespace,
  namesPrefix,
  items,
  labelledBy,
  caption,
  showIds = false,
}: TransactionTableProps) {
  const { t, language } = useTranslation(namespace);
  return (
    <table className="wallet-table" {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{t('transactions.date')}</th>
          <th scope="col">{t('transactions.details')}</th>
          <th scope="col" className="wallet-table-amount">
            {t('transactions.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>{formatDateTime(item.createdAt, language)}</td>
            <td>
              <span className="wallet-entry-kind">{t(`${namesPrefix}kinds.${item.kind}`)}</span>
              <span className="wallet-entry-meta">{t(`${namesPrefix}accounts.${item.account}`)}</span>
              {item.upiId ? (
                <span className="wallet-entry-meta">{t('transactions.upiId', { upiId: item.upiId })}</span>
              ) : null}
              {item.status ? (
                <span className="wallet-entry-meta">
                  {t('transactions.status', { status: t(`${namesPrefix}payoutStatus.${item.status}`) })}
                </span>
              ) : null}
              {showIds ? <span className="wallet-entry-meta">{t('transactions.id', { id: item.id })}</span> : null}
            </td>
            <td className="wallet-table-amount">
              <span className="wallet-entry-amount">{formatRupees(item.amountPaise, language)}</span>
              <span className={`wallet-entry-type wallet-entry-${item.type.toLowerCase()}`}>
                {t(`${namesPrefix}types.${item.type}`)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
