// Modify Employee's form: name, mobile and Active/Inactive, checked with the contract's schema, saved with only
// what changed. Making someone inactive, or giving them a new number, signs them out on every device at once;
// the form says so before and after.
import '../../../components/ui/chips.css';
import { useState } from 'react';
import { formatIndianMobile, updateEmployeeRequestSchema } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { checkWithSchema, useContractForm, type Checked } from '../../../components/ui/use-contract-form';
import { NameAndMobileFields } from './name-and-mobile-fields';
import { StaffEditor } from './staff-editor';
import type { StaffAccount } from '../api/get-staff-members';
import { useUpdateEmployee, type EmployeeChanges } from '../api/update-employee';
import { failureNotice, fieldErrors, serverNotice } from '../back-office-messages';

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
  const [signedOut, setSignedOut] = useState(false);
  const form = useContractForm({
    initial: () => typedOf(initial),
    fields: fieldOrder,
    idOf: (field) => `${ID_PREFIX}-${field}`,
    check: (typed): Checked<Field, EmployeeChanges> => {
      // What the last save did is forgotten with the next one.
      setSignedOut(false);
      const checked = checkWithSchema(updateEmployeeRequestSchema, typed, fieldOrder, fieldErrors);
      if (!('data' in checked)) return checked;
      const { name, mobile, active } = checked.data;
      const changes: EmployeeChanges = {
        ...(name !== stored.name ? { name } : {}),
        ...(mobile !== stored.phone ? { mobile } : {}),
        ...(active !== stored.active ? { active } : {}),
      };
      return Object.keys(changes).length === 0 ? { status: { key: 'edit.noChanges' } } : { data: changes };
    },
    send: async (changes) => {
      const saved = await update.mutateAsync({ id: stored.id, changes });
      setStored(saved.member);
      form.setValues(typedOf(saved.member));
      setSignedOut(changes.active === false || changes.mobile !== undefined);
      return serverNotice(saved.message);
    },
    failure: (caught) => failureNotice(caught),
    afterSend: 'refocus',
  });
  const { values: typed, setValues: setTyped, errors } = form;

  return (
    <StaffEditor
      id={ID_PREFIX}
      t={t}
      title={t('edit.title', { name: stored.name })}
      facts={
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
      }
      form={form}
      afterStatus={signedOut ? <p className="form-status">{t('employees.signedOut', { name: stored.name })}</p> : null}
      backLabel={t('employees.back')}
      onBack={onBack}
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
    </StaffEditor>
  );
}
