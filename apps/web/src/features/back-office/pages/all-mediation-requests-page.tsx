// /all-mediation-requests (spec §3 "Mediation request", Admin view): every Hire Now request, newest first,
// with the staff member who closed it, its status and when it was closed.
import { personName } from '@kaamsetu/contract';
import '../../../components/ui/badge.css';
import '../back-office.css';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { useAllMediationRequests, type AdminMediation } from '../api/get-all-mediation-requests';
import { AdminTableScreen, useTableFilters } from '../components/admin-table-screen';
import type { DataColumn } from '../components/data-table';

const statusBadges: Record<AdminMediation['status'], string> = {
  Pending: 'badge-status',
  Done: 'badge-paid',
  Rejected: 'badge-rejected',
};

export default function AllMediationRequestsPage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  const filters = useTableFilters();
  const query = useAllMediationRequests(filters);

  const columns: DataColumn<AdminMediation>[] = [
    { key: 'requestDate', label: t('tables.requestDate'), cell: (row) => formatDateTime(row.requestDate, language) },
    { key: 'id', label: t('tables.requestId'), cell: (row) => row.id },
    { key: 'employer', label: t('mediation.employer'), cell: (row) => personName(row.employer.name) },
    { key: 'labourer', label: t('mediation.labourer'), cell: (row) => personName(row.labourer.name) },
    { key: 'employeeName', label: t('tables.employeeName'), cell: (row) => row.employeeName ?? '—' },
    {
      key: 'status',
      label: t('incomplete.status'),
      cell: (row) => (
        <span className={`badge ${statusBadges[row.status]}`}>{t(`tables.mediationStatuses.${row.status}`)}</span>
      ),
    },
    {
      key: 'closedDate',
      label: t('tables.closedDate'),
      cell: (row) => (row.closedDate ? formatDateTime(row.closedDate, language) : '—'),
    },
  ];

  return (
    <AdminTableScreen
      idPrefix="all-mediation"
      title={staffT('actions.allMediationRequests')}
      intro={t('tables.mediationIntro')}
      searchLabel={t('tables.searchMediation')}
      searchHint={t('tables.searchMediationHint')}
      emptyText={t('tables.noMediation')}
      filters={filters}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
