// One person's wallet history as staff see it: the same lines as the person's own wallet (when, what, which
// balance, Credited or Debited), newest first, 20 at a time with Show more.
import '../../../components/ui/transaction-table.css';
import type { WalletTransaction } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { formatRupees } from '../../../lib/rupees';

interface StaffTransactionListProps {
  titleId: string;
  items: readonly WalletTransaction[];
}

export function StaffTransactionList({ titleId, items }: StaffTransactionListProps) {
  const { t, language } = useTranslation('backOffice');
  return (
    <table className="wallet-table" aria-labelledby={titleId}>
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
              <span className="wallet-entry-kind">{t(`transactions.kinds.${item.kind}`)}</span>
              <span className="wallet-entry-meta">{t(`transactions.accounts.${item.account}`)}</span>
              {item.upiId ? (
                <span className="wallet-entry-meta">{t('transactions.upiId', { upiId: item.upiId })}</span>
              ) : null}
              {item.status ? (
                <span className="wallet-entry-meta">
                  {t('transactions.status', { status: t(`transactions.payoutStatus.${item.status}`) })}
                </span>
              ) : null}
              <span className="wallet-entry-meta">{t('transactions.id', { id: item.id })}</span>
            </td>
            <td className="wallet-table-amount">
              <span className="wallet-entry-amount">{formatRupees(item.amountPaise, language)}</span>
              <span className={`wallet-entry-type wallet-entry-${item.type.toLowerCase()}`}>
                {t(`transactions.types.${item.type}`)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
