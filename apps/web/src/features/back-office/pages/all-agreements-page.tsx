// /all-agreements (ours, issue 18): every work agreement by the day it was proposed, newest first, with its status
// in words and where its wage stands: held by KaamSetu, paid to the worker, returned to the Employer.
import { personName } from '@kaamsetu/contract';
import '../../../components/ui/badge.css';
import '../back-office.css';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { formatRupees } from '../../../lib/rupees';
import { useAllAgreements, type AdminAgreement } from '../api/get-all-agreements';
import { AdminTableScreen, useTableFilters } from '../components/admin-table-screen';
import type { DataColumn } from '../components/data-table';
import { statusText, useDisputeText } from '../dispute-text';

const statusBadges: Partial<Record<AdminAgreement['status'], string>> = {
  released: 'badge-paid',
  resolved: 'badge-paid',
  disputed: 'badge-rejected',
};

export default function AllAgreementsPage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useDisputeText();
  const filters = useTableFilters();
  const query = useAllAgreements(filters);
  const money = (paise: number) => formatRupees(paise, language);

  const columns: DataColumn<AdminAgreement>[] = [
    {
      key: 'proposedAt',
      label: t('agreementTable.proposedOn'),
      cell: (row) => formatDateTime(row.proposedAt, language),
    },
    {
      key: 'title',
      label: t('agreementTable.work'),
      cell: (row) => (
        <>
          <span className="cell-line">{row.title}</span>
          <span className="cell-line dispute-meta">{t('disputes.agreementId', { id: row.id })}</span>
        </>
      ),
    },
    { key: 'employer', label: t('disputes.facts.employer'), cell: (row) => personName(row.employer.name) },
    { key: 'worker', label: t('disputes.facts.worker'), cell: (row) => personName(row.worker.name) },
    {
      key: 'status',
      label: t('incomplete.status'),
      cell: (row) => (
        <span className={`badge ${statusBadges[row.status] ?? 'badge-status'}`}>{statusText(t, row.status)}</span>
      ),
    },
    { key: 'amount', label: t('disputes.facts.wage'), cell: (row) => money(row.amountPaise) },
    { key: 'held', label: t('agreementTable.held'), cell: (row) => money(row.heldPaise) },
    { key: 'released', label: t('agreementTable.released'), cell: (row) => money(row.releasedPaise) },
    { key: 'refunded', label: t('agreementTable.refunded'), cell: (row) => money(row.refundedPaise) },
  ];

  return (
    <AdminTableScreen
      idPrefix="all-agreements"
      title={staffT('actions.allAgreements')}
      intro={t('agreementTable.intro')}
      searchLabel={t('agreementTable.search')}
      searchHint={t('agreementTable.searchHint')}
      emptyText={t('agreementTable.empty')}
      filters={filters}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
