// Modify Employee's form: name, mobile and Active/Inactive, checked with the contract's schema, saved with only
// what changed. Making someone inactive, or giving them a new number, signs them out on every device at once;
// the form says so before and after.
import '../../../components/ui/chips.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { formatIndianMobile, updateEmployeeRequestSchema } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { focusFirstError } from '../../../components/ui/form-field';
import { NameAndMobileFields } from './name-and-mobile-fields';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import type { StaffAccount } from '../api/get-staff-members';
import { useUpdateEmployee, type EmployeeChanges } from '../api/update-employee';
import { failureNotice, errorsForFields, serverNotice } from '../back-office-messages';
import { CheckIcon } from '../../../components/ui/icons';

type Field = 'name' | 'mobile';
const fieldOrder: readonly Field[] = ['name', 'mobile'];
const ID_PREFIX = 'edit-employee';

interface Typed {
  name: string;
  mobile: string;
  active: boolean;
}

const typedOf = (member: StaffAccount): Typed => ({
  name: member.name,
  mobile: formatIndianMobile(member.phone),
  active: member.active,
});

interface EmployeeEditFormProps {
  member: StaffAccount;
  onBack: () => void;
}

export function EmployeeEditForm({ member: initial, onBack }: EmployeeEditFormProps) {
  const { t, language } = useTranslation('backOffice');
  const update = useUpdateEmployee();
  const [stored, setStored] = useState(initial);
  const [typed, setTyped] = useState<Typed>(() => typedOf(initial));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<Notice | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [signedOut, setSignedOut] = useState(false);
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
    setSignedOut(false);
    const parsed = updateEmployeeRequestSchema.safeParse(typed);
    const found = errorsForFields(fieldOrder, parsed.error?.issues);
    setErrors(found);
    if (focusFirstError(formRef.current, fieldOrder, found, (field) => `${ID_PREFIX}-${field}`)) return;
    if (!parsed.success) return;
    const changes: EmployeeChanges = {
      ...(parsed.data.name !== stored.name ? { name: parsed.data.name } : {}),
      ...(parsed.data.mobile !== stored.phone ? { mobile: parsed.data.mobile } : {}),
      ...(parsed.data.active !== stored.active ? { active: parsed.data.active } : {}),
    };
    if (Object.keys(changes).length === 0) {
      setStatus({ key: 'edit.noChanges' });
      return;
    }
    setBusy(true);
    try {
      const saved = await update.mutateAsync({ id: stored.id, changes });
      setStored(saved.member);
      setTyped(typedOf(saved.member));
      setStatus(serverNotice(saved.message));
      setSignedOut(changes.active === false || changes.mobile !== undefined);
    } catch (caught) {
      setError(failureNotice(caught));
    }
    flushSync(() => setBusy(false));
    submitRef.current?.focus();
  }

  return (
    <section className="staff-editor" aria-labelledby="edit-employee-title">
      <h2 id="edit-employee-title" ref={titleRef} tabIndex={-1}>
        {t('edit.title', { name: stored.name })}
      </h2>
      <dl className="staff-card-facts">
        <div>
          <dt>{t('employees.userId')}</dt>
          <dd>{stored.staffCode}</dd>
        </div>
        <div>
          <dt>{t('person.added')}</dt>
          <dd>{formatDateTime(stored.createdAt, language)}</dd>
        </div>
      </dl>
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-labelledby="edit-employee-title"
        onSubmit={(event) => void submit(event)}
      >
        <NameAndMobileFields
          idPrefix={ID_PREFIX}
          t={t}
          typed={typed}
          onType={setTyped}
          errors={errors}
          mobileHint={t('employees.mobileHint')}
        />
        <fieldset className="staff-choice" aria-describedby={`${ID_PREFIX}-status-hint`}>
          <legend>{t('employees.status')}</legend>
          <p id={`${ID_PREFIX}-status-hint`} className="field-hint">
            {t('employees.statusHint')}
          </p>
          <ul className="chips">
            {[true, false].map((active) => {
              const id = `${ID_PREFIX}-${active ? 'active' : 'inactive'}`;
              return (
                <li key={id}>
                  <input
                    id={id}
                    className="chip-input"
                    type="radio"
                    name="employee-status"
                    checked={typed.active === active}
                    onChange={() => setTyped({ ...typed, active })}
                  />
                  <label htmlFor={id} className="chip">
                    {t(active ? 'employees.active' : 'employees.inactive')}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <FormError t={t} notice={error} />
        <FormStatus t={t} notice={status} />
        {signedOut ? <p className="form-status">{t('employees.signedOut', { name: stored.name })}</p> : null}
        <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          <CheckIcon />
          {busy ? t('saving') : t('edit.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('employees.back')}
        </button>
      </form>
    </section>
  );
}
