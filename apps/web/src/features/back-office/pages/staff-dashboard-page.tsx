// /admin-dashboard and /employee-dashboard: who is signed in, the portal's actions, and Logout. Each action
// opens its screen; the Admin's dashboard also shows live figures and links to the tables by date.
import '../back-office.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import type { StaffMember } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { clearStaffToken, readStaffToken } from '../../../lib/session-storage';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useStaffMe } from '../api/get-staff-me';
import { logOutStaff } from '../api/log-out-staff';
import { AdminAnalytics } from '../components/admin-analytics';
import { adminOnlyActions, adminTables, employeeActions, portalPaths, type StaffPortal } from '../staff-portal';

// The spec gives the Admin every Employee action plus staff, wallet and blocking tools.
const adminActions = [...employeeActions, ...adminOnlyActions] as const;

function Dashboard({ portal, staff }: { portal: StaffPortal; staff: StaffMember }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const actions = portal === 'admin' ? adminActions : employeeActions;

  async function logout() {
    setLeaving(true);
    try {
      await logOutStaff();
    } catch {
      // Best effort: the token is dropped from this device either way, and it expires on its own.
    }
    clearStaffToken();
    client.clear();
    await navigate(portalPaths[portal].login, { replace: true });
  }

  return (
    <section className="narrow" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.welcome', { name: staff.name })}</h1>
      <dl className="staff-facts">
        <div>
          <dt>{t('dashboard.role')}</dt>
          <dd>{t(`roles.${staff.role}`)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.userId')}</dt>
          <dd>{staff.userId}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void logout()}
        disabled={leaving}
        aria-busy={leaving}
      >
        {leaving ? t('dashboard.loggingOut') : t('dashboard.logout')}
      </button>
      {portal === 'admin' ? <AdminAnalytics /> : null}

      <h2 id="staff-actions-title">{t('dashboard.actionsTitle')}</h2>
      <ul className="staff-actions" aria-labelledby="staff-actions-title">
        {actions.map((action) => (
          <li key={action}>
            <Link to={paths.staff[action]} className="button button-secondary">
              {t(`actions.${action}`)}
            </Link>
          </li>
        ))}
      </ul>
      {portal === 'admin' ? (
        <>
          <h2 id="staff-tables-title">{t('dashboard.tablesTitle')}</h2>
          <ul className="staff-actions" aria-labelledby="staff-tables-title">
            {adminTables.map((table) => (
              <li key={table}>
                <Link to={paths.staff[table]} className="button button-secondary">
                  {t(`actions.${table}`)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export default function StaffDashboardPage({ portal }: { portal: StaffPortal }) {
  const { t } = useTranslation('staff');
  useDocumentTitle(t(`dashboard.${portal}Title`));
  const me = useStaffMe();

  if (readStaffToken() === null || me.isError) return <Navigate to={portalPaths[portal].login} replace />;
  if (me.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('dashboard.checking')}
      </p>
    );
  }
  if (portal === 'admin' && me.data.staff.role !== 'Admin')
    return <Navigate to={paths.staff.employeeDashboard} replace />;
  return <Dashboard portal={portal} staff={me.data.staff} />;
}
