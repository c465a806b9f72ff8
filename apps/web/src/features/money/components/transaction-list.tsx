// The wallet's history, newest first, 20 at a time with Show more: when, what (a recharge, a contact viewed,
// a transfer to UPI…), which balance, and the amount Credited or Debited.
import '../../../components/ui/wallet-list.css';
import '../../../components/ui/transaction-table.css';
import { useTranslation } from '../../../i18n/i18n';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useTransactions } from '../api/get-transactions';
import { ShowMore } from '../../../components/ui/show-more';
import { TransactionTable } from '../../../components/ui/transaction-table';

export function TransactionList() {
  const { t } = useTranslation('wallet');
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
        <TransactionTable namespace="wallet" namesPrefix="" items={items} caption={t('transactions.title')} />
      ) : null}
      <ShowMore pages={query} label={t('transactions.showMore')} loadingLabel={t('transactions.loadingMore')} />
    </section>
  );
}
