// The back-office screens sit behind this: a staff sign-in checked with the server (else the portal's
// sign-in page), a way back to the right dashboard, and for Admin-only screens a plain refusal to Employees.
// The screens read the signed-in staff member with useStaffMember().
import '../back-office.css';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useOutletContext } from 'react-router';
import type { StaffMember } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { readStaffToken } from '../../../lib/session-storage';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useStaffMe } from '../api/get-staff-me';
import { portalPaths } from '../staff-portal';

export function useStaffMember(): StaffMember {
  return useOutletContext<StaffMember>();
}

function AdminsOnly() {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(t('adminsOnly.title'));
  return (
    <section className="narrow" aria-labelledby="admins-only-title">
      <h1 id="admins-only-title">{t('adminsOnly.title')}</h1>
      <p role="alert">{t('adminsOnly.body')}</p>
    </section>
  );
}

export default function StaffGate({ adminOnly = false }: { adminOnly?: boolean }) {
  const { t } = useTranslation('backOffice');
  const me = useStaffMe();

  if (readStaffToken() === null || me.isError) {
    return <Navigate to={adminOnly ? portalPaths.admin.login : portalPaths.employee.login} replace />;
  }
  if (me.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('checkingSignIn')}
      </p>
    );
  }
  const staff = me.data.staff;
  const portal = staff.role === 'Admin' ? 'admin' : 'employee';
  return (
    <>
      <nav className="staff-nav" aria-label={t('nav.label')}>
        <Link to={portalPaths[portal].dashboard}>{t('nav.dashboard')}</Link>
      </nav>
      {adminOnly && staff.role !== 'Admin' ? (
        <AdminsOnly />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <Outlet context={staff} />
        </Suspense>
      )}
    </>
  );
}
