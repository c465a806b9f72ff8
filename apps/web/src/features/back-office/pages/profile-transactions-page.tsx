// /profile-transactions: find a person by name or id, pick them, and read their wallet history. The search
// and the pick live in the address (?q=, ?id=), so Back returns from a history to the results.
import { personName } from '@kaamsetu/contract';
import '../../../components/ui/show-more.css';
import '../back-office.css';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormError } from '../../../components/ui/form-notice';
import { usePersonTransactions } from '../api/get-person-transactions';
import { failureNotice } from '../back-office-messages';
import { PersonBadges, PersonFacts } from '../components/person-facts';
import { PersonSearch } from '../components/person-search';
import { TransactionTable } from '../../../components/ui/transaction-table';
import { ShowMore } from '../../../components/ui/show-more';

function PersonTransactions({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('backOffice');
  const query = usePersonTransactions(id);
  const person = query.data?.pages[0]?.person;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="person-transactions-title">
      <h2 id="person-transactions-title" ref={titleRef} tabIndex={-1}>
        {person ? t('transactions.titleFor', { name: personName(person.name) }) : t('transactions.title')}
      </h2>
      {person ? (
        <>
          <PersonBadges person={person} />
          <PersonFacts person={person} />
        </>
      ) : null}
      {query.isError && items.length === 0 ? (
        <FormError t={t} notice={failureNotice(query.error)} />
      ) : (
        <p className="search-status" role="status">
          {query.isPending ? t('loading') : items.length === 0 ? t('transactions.empty') : null}
        </p>
      )}
      {items.length > 0 ? (
        <TransactionTable
          namespace="backOffice"
          namesPrefix="transactions."
          items={items}
          labelledBy="person-transactions-title"
          showIds
        />
      ) : null}
      <ShowMore pages={query} label={t('transactions.showMore')} loadingLabel={t('transactions.loadingMore')} />
      <button type="button" className="button button-secondary show-more staff-back" onClick={onBack}>
        {t('transactions.back')}
      </button>
    </section>
  );
}

export default function ProfileTransactionsPage() {
  const { t: staffT } = useTranslation('staff');
  const title = staffT('actions.profileTransactions');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const q = params.get('q') ?? '';

  return (
    <section aria-labelledby="profile-transactions-title">
      <h1 id="profile-transactions-title">{title}</h1>
      {id ? (
        <PersonTransactions key={id} id={id} onBack={() => setParams(q ? { q } : {})} />
      ) : (
        <PersonSearch
          idPrefix="transactions"
          emptyKey="search.noProfiles"
          pickKey="search.viewTransactions"
          pickNameKey="search.viewTransactionsName"
          onPick={(person) => setParams(q ? { q, id: person.id } : { id: person.id })}
        />
      )}
    </section>
  );
}
