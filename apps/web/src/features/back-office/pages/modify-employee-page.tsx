// /modify-employee (Admins): the Employees with their user id, mobile and whether they are active; Edit opens
// their form. The pick lives in the address (?id=), so Back returns from the form to the list.
import '../../../components/ui/badge.css';
import '../back-office.css';
import { useSearchParams } from 'react-router';
import { formatIndianMobile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormError } from '../../../components/ui/form-notice';
import { useStaffMembers } from '../api/get-staff-members';
import { failureNotice } from '../back-office-messages';
import { EmployeeEditForm } from '../components/employee-edit-form';

export default function ModifyEmployeePage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  const title = staffT('actions.modifyEmployee');
  useDocumentTitle(title);
  const members = useStaffMembers();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const employees = (members.data?.staff ?? []).filter((member) => member.role === 'Employee');
  const picked = id ? employees.find((member) => member.id === id) : undefined;

  if (id && picked) {
    return (
      <section aria-labelledby="modify-employee-title">
        <h1 id="modify-employee-title">{title}</h1>
        <EmployeeEditForm key={picked.id} member={picked} onBack={() => setParams({})} />
      </section>
    );
  }

  return (
    <section aria-labelledby="modify-employee-title">
      <h1 id="modify-employee-title">{title}</h1>
      <p>{t('employees.listIntro')}</p>
      {id && !members.isPending && !members.isError ? <FormError t={t} notice={{ key: 'employees.notFound' }} /> : null}
      <h2 id="employees-title">{t('employees.listTitle')}</h2>
      {members.isError ? (
        <FormError t={t} notice={failureNotice(members.error)} />
      ) : (
        <p className="search-status" role="status">
          {members.isPending ? t('loading') : employees.length === 0 ? t('employees.empty') : null}
        </p>
      )}
      {employees.length > 0 ? (
        <ul className="staff-list" aria-labelledby="employees-title">
          {employees.map((member) => (
            <li key={member.id} className="staff-card">
              <h3>{member.name}</h3>
              <p className="staff-badges">
                <span className={`badge ${member.active ? 'badge-paid' : 'badge-blocked'}`}>
                  {t(member.active ? 'employees.active' : 'employees.inactive')}
                </span>
              </p>
              <dl className="staff-card-facts">
                <div>
                  <dt>{t('employees.userId')}</dt>
                  <dd>{member.staffCode}</dd>
                </div>
                <div>
                  <dt>{t('fields.mobile')}</dt>
                  <dd>{formatIndianMobile(member.phone)}</dd>
                </div>
                <div>
                  <dt>{t('person.added')}</dt>
                  <dd>{formatDateTime(member.createdAt, language)}</dd>
                </div>
              </dl>
              <button
                type="button"
                className="button button-secondary"
                aria-label={t('search.editName', { name: member.name })}
                onClick={() => setParams({ id: member.id })}
              >
                {t('search.edit')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
