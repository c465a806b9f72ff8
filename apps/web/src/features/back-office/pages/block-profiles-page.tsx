// /block-profiles (Admins): find a person by name, mobile or id; Block asks why (kept in the audit trail)
// and signs them out, takes them out of search and stops them signing in; Unblock brings them back.
import { personName } from '@kaamsetu/contract';
import '../back-office.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { StaffPerson } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormStatus, type Notice } from '../../../components/ui/form-notice';
import { BlockIcon, CheckIcon } from '../../../components/ui/icons';
import { useBlockPerson } from '../api/block-person';
import { failureNotice, serverNotice } from '../back-office-messages';
import { PersonSearch, pickButtonId } from '../components/person-search';
import { ReasonDialog } from '../components/reason-dialog';

const ID_PREFIX = 'block';

interface Asking {
  person: StaffPerson;
  error: Notice | null;
}

export default function BlockProfilesPage() {
  const { t: staffT } = useTranslation('staff');
  const { t } = useTranslation('backOffice');
  const title = staffT('actions.blockProfiles');
  useDocumentTitle(title);
  const block = useBlockPerson();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);

  function close(person: StaffPerson) {
    flushSync(() => setAsking(null));
    document.getElementById(pickButtonId(ID_PREFIX, person))?.focus();
  }

  async function decide(person: StaffPerson, reason: string) {
    try {
      const answer = await block.mutateAsync({ id: person.id, blocked: !person.blocked, reason });
      setStatus(serverNotice(answer.message));
      close(person);
    } catch (caught) {
      setAsking({ person, error: failureNotice(caught) });
    }
  }

  const blocking = asking !== null && !asking.person.blocked;
  return (
    <section aria-labelledby="block-title">
      <h1 id="block-title">{title}</h1>
      <p>{t('block.intro')}</p>
      <FormStatus t={t} notice={status} />
      <PersonSearch
        idPrefix={ID_PREFIX}
        emptyKey="search.noProfiles"
        pickKey={(person) => (person.blocked ? 'block.unblock' : 'block.block')}
        pickNameKey={(person) => (person.blocked ? 'block.unblockName' : 'block.blockName')}
        onPick={(person) => {
          setStatus(null);
          setAsking({ person, error: null });
        }}
      />
      {asking ? (
        <ReasonDialog
          key={asking.person.id}
          t={t}
          id="block-dialog"
          title={t(blocking ? 'block.blockTitle' : 'block.unblockTitle', { name: personName(asking.person.name) })}
          description={t(blocking ? 'block.blockDescription' : 'block.unblockDescription')}
          confirmLabel={t(blocking ? 'block.block' : 'block.unblock')}
          confirmIcon={blocking ? <BlockIcon /> : <CheckIcon />}
          busy={block.isPending}
          error={asking.error}
          reasonRequired={blocking}
          onConfirm={(reason) => void decide(asking.person, reason)}
          onCancel={() => close(asking.person)}
        />
      ) : null}
    </section>
  );
}
