// /all-transactions (spec §2, §3 "Admin transaction"): every money movement, newest first. A credit transfer
// (an employer viewing a worker's number) shows who paid and who earned; money added or withdrawn shows the
// person, their wallet and UPI ID, and their Credits before and after. Amounts arrive in paise.
import { personName } from '@kaamsetu/contract';
import '../../../components/ui/transaction-table.css';
import '../back-office.css';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { formatCreditsNumber, formatRupees } from '../../../lib/rupees';
import { useAllTransactions, type AdminTransaction } from '../api/get-all-transactions';
import { AdminTableScreen, useTableFilters } from '../components/admin-table-screen';
import type { DataColumn } from '../components/data-table';

const knownKinds = new Set([
  'welcome_credits',
  'recharge',
  'contact_unlock',
  'payout_requested',
  'payout_returned',
  'adjustment',
]);

export default function AllTransactionsPage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  const filters = useTableFilters();
  const query = useAllTransactions(filters);
  const credits = (paise: number) => t('tables.credits', { amount: formatCreditsNumber(paise, language) });

  const columns: DataColumn<AdminTransaction>[] = [
    { key: 'date', label: t('transactions.date'), cell: (row) => formatDateTime(row.date, language) },
    {
      key: 'type',
      label: t('tables.type'),
      cell: (row) => (
        <>
          <span className="wallet-entry-kind">{t(`tables.transactionTypes.${row.type}`)}</span>
          <span className="wallet-entry-meta">
            {knownKinds.has(row.kind) ? t(`tables.kinds.${row.kind}`) : row.kind}
          </span>
        </>
      ),
    },
    {
      key: 'people',
      label: t('tables.people'),
      cell: (row) =>
        row.type === 'credit' ? (
          <>
            <span className="cell-line">{t('tables.fromUser', { name: personName(row.fromUser?.name ?? '—') })}</span>
            <span className="cell-line">{t('tables.toUser', { name: personName(row.toUser?.name ?? '—') })}</span>
          </>
        ) : (
          (row.user?.name ?? '—')
        ),
    },
    {
      key: 'amount',
      label: t('transactions.amount'),
      cell: (row) => (
        <span className="wallet-entry-amount">
          {row.type === 'credit' ? credits(row.amountPaise) : formatRupees(row.amountPaise, language)}
        </span>
      ),
    },
    {
      key: 'balance',
      label: t('tables.creditsBeforeAfter'),
      cell: (row) =>
        row.creditsBeforePaise !== undefined && row.creditsAfterPaise !== undefined
          ? t('tables.beforeAfter', {
              before: formatCreditsNumber(row.creditsBeforePaise, language),
              after: credits(row.creditsAfterPaise),
            })
          : '—',
    },
    {
      key: 'wallet',
      label: t('tables.walletUpi'),
      cell: (row) =>
        row.walletId || row.upiId ? (
          <>
            {row.walletId ? <span className="cell-line">{t('tables.walletId', { id: row.walletId })}</span> : null}
            {row.upiId ? <span className="cell-line">{t('transactions.upiId', { upiId: row.upiId })}</span> : null}
          </>
        ) : (
          '—'
        ),
    },
    { key: 'id', label: t('tables.transactionId'), cell: (row) => row.transactionId },
  ];

  return (
    <AdminTableScreen
      idPrefix="all-transactions"
      title={staffT('actions.allTransactions')}
      intro={t('tables.transactionsIntro')}
      searchLabel={t('tables.searchTransactions')}
      searchHint={t('tables.searchTransactionsHint')}
      emptyText={t('transactions.empty')}
      filters={filters}
      query={query}
      columns={columns}
      rowKey={(row) => row.transactionId}
    />
  );
}
