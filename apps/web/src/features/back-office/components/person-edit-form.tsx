// Search & Modify's edit form: a person's details as stored, changed and saved with only what changed (a
// field left out keeps what is stored). Mobile numbers are not changed here.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { StaffPerson } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useUpdatePerson, type StaffPersonChanges } from '../api/update-person';
import { failureNotice, serverNotice } from '../back-office-messages';
import {
  checkPerson,
  editFields,
  focusFirstProblem,
  trimmed,
  valuesOf,
  type PersonErrors,
  type PersonValues,
} from '../person-fields';
import { PersonBadges, PersonFacts } from './person-facts';
import { PersonTextFields } from './person-text-fields';
import { CheckIcon } from '../../../components/ui/icons';

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
  const [values, setValues] = useState<PersonValues>(() => valuesOf(initial));
  const [errors, setErrors] = useState<PersonErrors>({});
  const [error, setError] = useState<Notice | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setStatus(null);
    const before = valuesOf(stored);
    const found = checkPerson(role, fields, values);
    setErrors(found);
    if (focusFirstProblem(formRef.current, ID_PREFIX, fields, found)) return;
    const changes: StaffPersonChanges = Object.fromEntries(
      Object.entries(trimmed(fields, values)).filter(([field, value]) => value !== before[field as keyof PersonValues]),
    );
    if (Object.keys(changes).length === 0) {
      setStatus({ key: 'edit.noChanges' });
      return;
    }
    setBusy(true);
    try {
      const saved = await update.mutateAsync({ id: stored.id, changes });
      setStored(saved.person);
      setValues(valuesOf(saved.person));
      setStatus(serverNotice(saved.message));
    } catch (caught) {
      setError(failureNotice(caught));
    }
    // The disabled button lost the keyboard focus; give it back so the next change starts from there.
    flushSync(() => setBusy(false));
    submitRef.current?.focus();
  }

  return (
    <section className="staff-editor" aria-labelledby="edit-person-title">
      <h2 id="edit-person-title" ref={titleRef} tabIndex={-1}>
        {t('edit.title', { name: stored.name })}
      </h2>
      <PersonBadges person={stored} />
      <PersonFacts person={stored} />
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-labelledby="edit-person-title"
        onSubmit={(e) => void submit(e)}
      >
        <PersonTextFields
          t={t}
          idPrefix={ID_PREFIX}
          fields={fields}
          required={role === 'Labourer' ? ['name', 'location', 'skills'] : ['name']}
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <FormError t={t} notice={error} />
        <FormStatus t={t} notice={status} />
        <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          <CheckIcon />
          {busy ? t('saving') : t('edit.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('edit.back')}
        </button>
      </form>
    </section>
  );
}
