// /search-modify-labourer and /search-modify-employer: find a person by name, mobile or id, pick them, change
// their details, record their checks (ID check, GSTIN) and mark a worker free today. The pick lives in the
// address (?id=), so Back returns from the form to the results.
import '../back-office.css';
import { useSearchParams } from 'react-router';
import type { UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormError } from '../../../components/ui/form-notice';
import { usePeopleSearch } from '../api/search-people';
import { failureNotice } from '../back-office-messages';
import { PersonEditForm } from '../components/person-edit-form';
import { PersonSearch } from '../components/person-search';
import { PersonVerification } from '../components/person-verification';
import { PersonAvailability } from '../components/person-availability';

function PickedPerson({ role, id, onBack }: { role: UserType; id: string; onBack: () => void }) {
  const { t } = useTranslation('backOffice');
  // Asked by id rather than taken from the results, so the form shows what is stored now and a reload works.
  const found = usePeopleSearch({ type: role, q: id });
  const person = found.data?.people.find((each) => each.id === id);
  if (found.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  if (!person) {
    return (
      <>
        <FormError t={t} notice={found.isError ? failureNotice(found.error) : { key: 'errors.profileNotFound' }} />
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('edit.back')}
        </button>
      </>
    );
  }
  return (
    <>
      <PersonEditForm key={person.id} person={person} onBack={onBack} />
      <PersonVerification key={`verification-${person.id}`} person={person} />
      {person.userType === 'Labourer' ? <PersonAvailability key={`availability-${person.id}`} person={person} /> : null}
    </>
  );
}

export default function SearchModifyPage({ role }: { role: UserType }) {
  const { t: staffT } = useTranslation('staff');
  const title = staffT(role === 'Labourer' ? 'actions.searchModifyLabourer' : 'actions.searchModifyEmployer');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const q = params.get('q') ?? '';

  return (
    <section aria-labelledby="search-modify-title">
      <h1 id="search-modify-title">{title}</h1>
      {id ? (
        <PickedPerson role={role} id={id} onBack={() => setParams(q ? { q } : {})} />
      ) : (
        <PersonSearch
          idPrefix="search-modify"
          type={role}
          emptyKey={role === 'Labourer' ? 'search.noLabourers' : 'search.noProfiles'}
          pickKey="search.edit"
          pickNameKey="search.editName"
          onPick={(person) => setParams(q ? { q, id: person.id } : { id: person.id })}
        />
      )}
    </section>
  );
}
