// Finding a person by name, mobile or id (GET /api/staff/people): the search box, then the newest matches
// (or, with nothing typed, the newest people), each with a button that picks them. The search lives in the
// address (?q=), so Back returns to the same results.
import { personName } from '@kaamsetu/contract';
import '../../../components/ui/search-box.css';
import type { StaffPerson, UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { usePeopleSearch } from '../api/search-people';
import { PersonBadges, PersonFacts } from './person-facts';
import { ListStatus } from './list-status';
import { StaffSearch, useStaffSearch } from './staff-search';

interface PersonSearchProps {
  idPrefix: string;
  type?: UserType | undefined;
  /** Catalogue key of the empty result ("No labourers found!"). */
  emptyKey: string;
  /**
   * Catalogue keys of the pick button: its visible text and its name with the person's ({{name}}); either may
   * depend on the person (Block or Unblock).
   */
  pickKey: string | ((person: StaffPerson) => string);
  pickNameKey: string | ((person: StaffPerson) => string);
  onPick: (person: StaffPerson) => void;
}

/** The id of a person's pick button, for giving the keyboard back to it after a dialog. */
export function pickButtonId(idPrefix: string, person: StaffPerson): string {
  return `${idPrefix}-pick-${person.id}`;
}

export function PersonSearch({ idPrefix, type, emptyKey, pickKey, pickNameKey, onPick }: PersonSearchProps) {
  const { t } = useTranslation('backOffice');
  const staffSearch = useStaffSearch();
  const search = usePeopleSearch({ type, q: staffSearch.q });
  const people = search.data?.people ?? [];

  return (
    <>
      <StaffSearch
        t={t}
        idPrefix={idPrefix}
        hint={t('search.hint')}
        search={staffSearch}
        newestTitle={t('search.newest')}
      />
      <ListStatus
        t={t}
        error={search.error}
        pending={search.isPending}
        count={people.length}
        emptyText={t(emptyKey)}
        countText={t('search.count', { count: people.length })}
      />
      {people.length > 0 ? (
        <ul className="staff-list" aria-labelledby={`${idPrefix}-results-title`}>
          {people.map((person) => (
            <li key={person.id} className="staff-card">
              <h3>{personName(person.name)}</h3>
              <PersonBadges person={person} />
              <PersonFacts person={person} />
              <button
                id={pickButtonId(idPrefix, person)}
                type="button"
                className="button button-secondary"
                aria-label={t(typeof pickNameKey === 'string' ? pickNameKey : pickNameKey(person), {
                  name: personName(person.name),
                })}
                onClick={() => onPick(person)}
              >
                {t(typeof pickKey === 'string' ? pickKey : pickKey(person))}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
