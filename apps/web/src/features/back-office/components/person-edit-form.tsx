// Search & Modify's edit form: a person's details as stored, changed and saved with only what changed (a
// field left out keeps what is stored). Mobile numbers are not changed here.
import { personName } from '@kaamsetu/contract';
import { useState } from 'react';
import type { StaffPerson } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { useContractForm, type Checked } from '../../../components/ui/use-contract-form';
import { useUpdatePerson, type StaffPersonChanges } from '../api/update-person';
import { failureNotice, serverNotice } from '../back-office-messages';
import { checkPerson, editFields, trimmed, valuesOf, type PersonField } from '../person-fields';
import { PersonBadges, PersonFacts } from './person-facts';
import { PersonTextFields } from './person-text-fields';
import { PersonWorkPhotos } from './person-work-photos';
import { StaffEditor } from './staff-editor';

const ID_PREFIX = 'edit-person';

interface PersonEditFormProps {
  person: StaffPerson;
  onBack: () => void;
}

export function PersonEditForm({ person: initial, onBack }: PersonEditFormProps) {
  const { t } = useTranslation('backOffice');
  const update = useUpdatePerson();
  const [stored, setStored] = useState(initial);
  const role = stored.userType;
  const fields = editFields[role];
  const [placeId, setPlaceId] = useState<number | undefined>();
  const form = useContractForm({
    initial: () => valuesOf(initial),
    fields,
    idOf: (field: PersonField) => `${ID_PREFIX}-${field}`,
    check: (values): Checked<PersonField, StaffPersonChanges> => {
      const found = checkPerson(role, fields, values);
      if (Object.keys(found).length > 0) return { errors: found };
      const before = valuesOf(stored);
      const changes: StaffPersonChanges = Object.fromEntries(
        Object.entries(trimmed(fields, values)).filter(([field, value]) => value !== before[field as PersonField]),
      );
      // A place picked for them is a change even where the text it wrote is the one stored.
      if (placeId !== undefined) changes.placeId = placeId;
      return Object.keys(changes).length === 0 ? { status: { key: 'edit.noChanges' } } : { data: changes };
    },
    send: async (changes) => {
      const saved = await update.mutateAsync({ id: stored.id, changes });
      setStored(saved.person);
      form.setValues(valuesOf(saved.person));
      setPlaceId(undefined);
      return serverNotice(saved.message);
    },
    failure: (caught) => failureNotice(caught),
    afterSend: 'refocus',
  });

  return (
    <StaffEditor
      id={ID_PREFIX}
      t={t}
      title={t('edit.title', { name: personName(stored.name) })}
      facts={
        <>
          <PersonBadges person={stored} />
          <PersonFacts person={stored} />
          {role === 'Labourer' ? <PersonWorkPhotos personId={stored.id} /> : null}
        </>
      }
      form={form}
      backLabel={t('edit.back')}
      onBack={onBack}
    >
      <PersonTextFields
        t={t}
        idPrefix={ID_PREFIX}
        fields={fields}
        required={role === 'Labourer' ? ['name', 'location', 'skills'] : ['name']}
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        onPlace={setPlaceId}
      />
    </StaffEditor>
  );
}
