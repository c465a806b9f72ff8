// /add-employee (Admins): an Employee's name and 10-digit mobile, checked with the contract's schema before
// anything is sent. The answer names their user id, which they sign in with at the Employee login, with a
// code sent to that mobile.
import '../back-office.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { addEmployeeRequestSchema, formatIndianMobile } from '@kaamsetu/contract';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { SubmitButton } from '../../../components/ui/submit-button';
import { checkWithSchema, useContractForm } from '../../../components/ui/use-contract-form';
import { NameAndMobileFields } from '../components/name-and-mobile-fields';
import { FormError } from '../../../components/ui/form-notice';
import { useAddEmployee, type StaffAccountSaved } from '../api/add-employee';
import { failureNotice, fieldErrors, serverNotice } from '../back-office-messages';
import { PlusIcon } from '../../../components/ui/icons';
import { DoneTitle } from '../components/done-title';

type Field = 'name' | 'mobile';
const fieldOrder: readonly Field[] = ['name', 'mobile'];
const ID_PREFIX = 'add-employee';

function Added({ saved, onNext }: { saved: StaffAccountSaved; onNext: () => void }) {
  const { t } = useTranslation('backOffice');
  return (
    <div className="staff-done">
      <DoneTitle notice={serverNotice(saved.message)} />
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
  const [saved, setSaved] = useState<StaffAccountSaved | null>(null);
  const { values, setValues, errors, error, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: { name: '', mobile: '' },
    fields: fieldOrder,
    idOf: (field) => `${ID_PREFIX}-${field}`,
    check: (typed) => checkWithSchema(addEmployeeRequestSchema, typed, fieldOrder, fieldErrors),
    send: async (employee) => setSaved(await add.mutateAsync(employee)),
    failure: (caught) => failureNotice(caught),
    afterSend: 'stay',
  });

  return (
    <section className="narrow" aria-labelledby="add-employee-title">
      <h1 id="add-employee-title">{title}</h1>
      {saved ? (
        <Added
          saved={saved}
          onNext={() => {
            setValues({ name: '', mobile: '' });
            flushSync(() => setSaved(null));
            formRef.current?.querySelector<HTMLElement>('input')?.focus();
          }}
        />
      ) : (
        <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
          <p>{t('employees.addIntro')}</p>
          <NameAndMobileFields idPrefix={ID_PREFIX} t={t} typed={values} onType={setValues} errors={errors} />
          <FormError t={t} notice={error} />
          <SubmitButton
            ref={submitRef}
            busy={busy}
            icon={<PlusIcon />}
            label={t('employees.add')}
            busyLabel={t('saving')}
          />
        </form>
      )}
    </section>
  );
}
