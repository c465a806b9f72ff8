// /unplaced-locations: real people whose typed location matched no place of the gazetteer, most recently saved
// first. Each links to the person's edit page, where staff pick the place, so searches by distance find them.
import { personName } from '@kaamsetu/contract';
import '../back-office.css';
import { Link } from 'react-router';
import type { UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useUnplacedProfiles, type UnplacedProfile } from '../api/get-unplaced-profiles';
import { DataTable, type DataColumn } from '../components/data-table';
import { ListStatus } from '../components/list-status';

const editPaths: Record<UserType, string> = {
  Labourer: paths.staff.searchModifyLabourer,
  Employer: paths.staff.searchModifyEmployer,
};

function editPath(profile: UnplacedProfile): string {
  return `${editPaths[profile.userType]}?${new URLSearchParams({ id: profile.id }).toString()}`;
}

/** What the person typed: the location, then the city and state where they were given apart and differ. */
function typedText({ location, city, state }: UnplacedProfile): string {
  const parts: string[] = [];
  for (const part of [location, city, state].map((each) => each.trim())) {
    if (part && !parts.some((seen) => seen.toLowerCase() === part.toLowerCase())) parts.push(part);
  }
  return parts.join(', ');
}

export default function UnplacedLocationsPage() {
  const { t: staffT } = useTranslation('staff');
  const { t } = useTranslation('backOffice');
  const title = staffT('actions.unplacedLocations');
  useDocumentTitle(title);
  const profiles = useUnplacedProfiles();
  const rows = profiles.data?.profiles ?? [];

  const columns: DataColumn<UnplacedProfile>[] = [
    { key: 'name', label: t('fields.name'), cell: (row) => personName(row.name) },
    { key: 'typed', label: t('unplaced.typed'), cell: (row) => typedText(row) },
    { key: 'type', label: t('unplaced.type'), cell: (row) => t(`roles.${row.userType}`) },
    {
      key: 'action',
      label: t('unplaced.action'),
      cell: (row) => (
        <Link
          to={editPath(row)}
          className="button button-secondary"
          aria-label={t('unplaced.pickPlaceName', { name: personName(row.name) })}
        >
          {t('unplaced.pickPlace')}
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby="unplaced-title">
      <h1 id="unplaced-title">{title}</h1>
      <p>{t('unplaced.intro')}</p>
      <ListStatus
        t={t}
        error={profiles.isError && !profiles.data ? profiles.error : null}
        pending={profiles.isPending}
        count={rows.length}
        emptyText={t('unplaced.empty')}
        countText={t('unplaced.count', { count: rows.length })}
      />
      {rows.length > 0 ? <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.id} /> : null}
    </section>
  );
}
