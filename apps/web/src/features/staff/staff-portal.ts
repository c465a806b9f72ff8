// The two staff portals, Admin and Employee, and where each one's sign-in and dashboard live.
import { paths } from '../../app/paths';

export type StaffPortal = 'admin' | 'employee';

export const portalPaths: Record<StaffPortal, { login: string; dashboard: string }> = {
  admin: { login: paths.staff.adminLogin, dashboard: paths.staff.adminDashboard },
  employee: { login: paths.staff.employeeLogin, dashboard: paths.staff.employeeDashboard },
};
