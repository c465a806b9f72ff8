// The wallet's history, newest first, 20 at a time with Show more: when, what (a recharge, a contact viewed,
// a transfer to UPI…), which balance, and the amount Credited or Debited.
import '../../../components/ui/wallet-list.css';
import '../../../components/ui/transaction-table.css';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { formatRupees } from '../../../lib/rupees';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useTransactions } from '../api/get-transactions';
import { ShowMore } from '../../../components/ui/show-more';

export function TransactionList() {
  const { t, language } = useTranslation('wallet');
  const query = useTransactions();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="wallet-section" aria-labelledby="transactions-title">
      <h2 id="transactions-title">{t('transactions.title')}</h2>
      {query.isError && items.length === 0 ? (
        <LoadFailed t={t} onRetry={() => void query.refetch()} />
      ) : (
        <p className="search-status" role="status">
          {query.isPending ? t('loading') : items.length === 0 ? t('transactions.empty') : null}
        </p>
      )}
      {items.length > 0 ? (
        <table className="wallet-table">
          <caption className="visually-hidden">{t('transactions.title')}</caption>
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
                  <span className="wallet-entry-kind">{t(`kinds.${item.kind}`)}</span>
                  <span className="wallet-entry-meta">{t(`accounts.${item.account}`)}</span>
                  {item.upiId ? (
                    <span className="wallet-entry-meta">{t('transactions.upiId', { upiId: item.upiId })}</span>
                  ) : null}
                  {item.status ? (
                    <span className="wallet-entry-meta">
                      {t('transactions.status', { status: t(`payoutStatus.${item.status}`) })}
                    </span>
                  ) : null}
                </td>
                <td className="wallet-table-amount">
                  <span className="wallet-entry-amount">{formatRupees(item.amountPaise, language)}</span>
                  <span className={`wallet-entry-type wallet-entry-${item.type.toLowerCase()}`}>
                    {t(`types.${item.type}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ShowMore pages={query} label={t('transactions.showMore')} loadingLabel={t('transactions.loadingMore')} />
    </section>
  );
}
