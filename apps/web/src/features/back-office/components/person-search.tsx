// Finding a person by name, mobile or id (GET /api/staff/people): the search box, then the newest matches
// (or, with nothing typed, the newest people), each with a button that picks them. The search lives in the
// address (?q=), so Back returns to the same results.
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { StaffPerson, UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { FormError } from '../../../components/ui/form-notice';
import { usePeopleSearch } from '../api/search-people';
import { failureNotice } from '../back-office-messages';
import { PersonBadges, PersonFacts } from './person-facts';
import { SearchBox, useSearchText } from '../../../components/ui/search-box';

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
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useSearchText(q);
  const search = usePeopleSearch({ type, q });
  const people = search.data?.people ?? [];
  const titleRef = useRef<HTMLHeadingElement>(null);

  function searchFor(typed: string) {
    const next = typed.trim();
    setParams(next ? { q: next } : {});
    titleRef.current?.focus();
  }

  return (
    <>
      <SearchBox
        id={`${idPrefix}-search`}
        label={t('search.label')}
        hint={t('search.hint')}
        submitLabel={t('search.submit')}
        formLabel={t('search.formLabel')}
        text={text}
        onText={setText}
        maxLength={100}
        onSearch={searchFor}
      />

      <h2 id={`${idPrefix}-results-title`} ref={titleRef} tabIndex={-1}>
        {q === '' ? t('search.newest') : t('search.results', { query: q })}
      </h2>
      {search.isError ? (
        <FormError t={t} notice={failureNotice(search.error)} />
      ) : (
        <p className="search-status" role="status">
          {search.isPending
            ? t('loading')
            : people.length === 0
              ? t(emptyKey)
              : t('search.count', { count: people.length })}
        </p>
      )}
      {people.length > 0 ? (
        <ul className="staff-list" aria-labelledby={`${idPrefix}-results-title`}>
          {people.map((person) => (
            <li key={person.id} className="staff-card">
              <h3>{person.name}</h3>
              <PersonBadges person={person} />
              <PersonFacts person={person} />
              <button
                id={pickButtonId(idPrefix, person)}
                type="button"
                className="button button-secondary"
                aria-label={t(typeof pickNameKey === 'string' ? pickNameKey : pickNameKey(person), {
                  name: person.name,
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
