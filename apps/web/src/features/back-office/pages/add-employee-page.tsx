// /add-employee (Admins): an Employee's name and 10-digit mobile, checked with the contract's schema before
// anything is sent. The answer names their user id, which they sign in with at the Employee login, with a
// code sent to that mobile.
import '../back-office.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { addEmployeeRequestSchema, formatIndianMobile } from '@kaamsetu/contract';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { focusFirstError } from '../../../components/ui/form-field';
import { NameAndMobileFields } from '../components/name-and-mobile-fields';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { useAddEmployee, type StaffAccountSaved } from '../api/add-employee';
import { failureNotice, errorsForFields, serverNotice } from '../back-office-messages';
import { PlusIcon } from '../../../components/ui/icons';

type Field = 'name' | 'mobile';
const fieldOrder: readonly Field[] = ['name', 'mobile'];
const ID_PREFIX = 'add-employee';

function Added({ saved, onNext }: { saved: StaffAccountSaved; onNext: () => void }) {
  const { t } = useTranslation('backOffice');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const notice: Notice = serverNotice(saved.message);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <div className="staff-done">
      <h2 ref={titleRef} tabIndex={-1} className="form-status">
        {'key' in notice ? t(notice.key, notice.values) : notice.text}
      </h2>
      <p>{t('employees.signInHow')}</p>
      <dl className="staff-facts">
        <div>
          <dt>{t('fields.name')}</dt>
          <dd>{saved.member.name}</dd>
        </div>
        <div>
          <dt>{t('fields.mobile')}</dt>
          <dd>{formatIndianMobile(saved.member.phone)}</dd>
        </div>
        <div>
          <dt>{t('employees.userId')}</dt>
          <dd className="staff-id">{saved.member.staffCode}</dd>
        </div>
      </dl>
      <div className="staff-done-actions">
        <button type="button" className="button button-primary" onClick={onNext}>
          <PlusIcon />
          {t('employees.another')}
        </button>
        <Link to={paths.staff.modifyEmployee} className="button button-secondary">
          {t('employees.modify')}
        </Link>
      </div>
    </div>
  );
}

export default function AddEmployeePage() {
  const { t: staffT } = useTranslation('staff');
  const { t } = useTranslation('backOffice');
  const title = staffT('actions.addEmployee');
  useDocumentTitle(title);
  const add = useAddEmployee();
  const [typed, setTyped] = useState({ name: '', mobile: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<StaffAccountSaved | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const parsed = addEmployeeRequestSchema.safeParse(typed);
    const found = errorsForFields(fieldOrder, parsed.error?.issues);
    setErrors(found);
    if (focusFirstError(formRef.current, fieldOrder, found, (field) => `${ID_PREFIX}-${field}`)) return;
    if (!parsed.success) return;
    setBusy(true);
    try {
      setSaved(await add.mutateAsync(parsed.data));
      setBusy(false);
    } catch (caught) {
      flushSync(() => {
        setBusy(false);
        setError(failureNotice(caught));
      });
      submitRef.current?.focus();
    }
  }

  return (
    <section className="narrow" aria-labelledby="add-employee-title">
      <h1 id="add-employee-title">{title}</h1>
      {saved ? (
        <Added
          saved={saved}
          onNext={() => {
            setTyped({ name: '', mobile: '' });
            flushSync(() => setSaved(null));
            formRef.current?.querySelector<HTMLElement>('input')?.focus();
          }}
        />
      ) : (
        <form ref={formRef} className="form" noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('employees.addIntro')}</p>
          <NameAndMobileFields
            idPrefix={ID_PREFIX}
            t={t}
            typed={typed}
            onType={setTyped}
            errors={errors}
            mobileHint={t('fields.mobileHint')}
          />
          <FormError t={t} notice={error} />
          <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            <PlusIcon />
            {busy ? t('saving') : t('employees.add')}
          </button>
        </form>
      )}
    </section>
  );
}
