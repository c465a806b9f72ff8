// /all-labourers-added and /all-employers-added: the people staff onboarded, newest first, with who added
// them and whether their profile is complete yet.
import '../../../components/ui/badge.css';
import '../back-office.css';
import { formatIndianMobile, type UserType, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { usePeopleAdded, type AdminPersonAdded } from '../api/get-people-added';
import { AdminTableScreen, useTableFilters } from '../components/admin-table-screen';
import type { DataColumn } from '../components/data-table';

export default function PeopleAddedPage({ role }: { role: UserType }) {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  const filters = useTableFilters();
  const query = usePeopleAdded(role, filters);

  const columns: DataColumn<AdminPersonAdded>[] = [
    { key: 'name', label: t('fields.name'), cell: (row) => personName(row.name) },
    { key: 'mobile', label: t('fields.mobile'), cell: (row) => formatIndianMobile(row.mobile) },
    { key: 'location', label: t('fields.location'), cell: (row) => row.location || '—' },
    { key: 'addedAt', label: t('tables.addedAt'), cell: (row) => formatDateTime(row.addedAt, language) },
    {
      key: 'addedBy',
      label: t('tables.addedBy'),
      cell: (row) => t('tables.staffWithCode', { name: row.addedBy.name, code: row.addedBy.staffCode }),
    },
    {
      key: 'profile',
      label: t('tables.profile'),
      cell: (row) => (
        <span className={`badge ${row.profileComplete ? 'badge-paid' : 'badge-status'}`}>
          {t(row.profileComplete ? 'tables.complete' : 'person.incomplete')}
        </span>
      ),
    },
    { key: 'id', label: t('fields.id'), cell: (row) => row.id },
  ];

  return (
    <AdminTableScreen
      idPrefix={`all-${role.toLowerCase()}s`}
      title={staffT(role === 'Labourer' ? 'actions.allLabourersAdded' : 'actions.allEmployersAdded')}
      intro={t(`tables.peopleAddedIntro${role}`)}
      searchLabel={t('tables.searchPeople')}
      searchHint={t('tables.searchPeopleHint')}
      emptyText={t(role === 'Labourer' ? 'search.noLabourers' : 'search.noProfiles')}
      filters={filters}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
