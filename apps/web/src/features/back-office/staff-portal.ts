// The two staff portals, Admin and Employee: where each one's sign-in and dashboard live, and the screens
// each dashboard opens (spec section 2). Every screen's path is the key of the same name in paths.staff.
import { paths } from '../../config/paths';

export type StaffPortal = 'admin' | 'employee';

export const portalPaths: Record<StaffPortal, { login: string; dashboard: string }> = {
  admin: { login: paths.staff.adminLogin, dashboard: paths.staff.adminDashboard },
  employee: { login: paths.staff.employeeLogin, dashboard: paths.staff.employeeDashboard },
};

/** What both dashboards offer, in the spec's order. */
export const employeeActions = [
  'addLabourer',
  'searchModifyLabourer',
  'addEmployer',
  'searchModifyEmployer',
  'reportProfiles',
  'appeals',
  'mediationRequests',
  'profileTransactions',
  'incompleteProfiles',
  // Ours (issue 17): typed locations no place matched.
  'unplacedLocations',
  // Ours: dead-number claims (issue 16).
  'numberClaims',
  'businessesToVerify',
  // Ours (issue 17): held job posts, and every job by status.
  'jobModeration',
  'allJobs',
  // Ours (issue 18): disputed work agreements, split by staff.
  'agreementDisputes',
] as const;

/** The Admin's extra actions: staff, wallet and blocking tools, and the audit trail. */
export const adminOnlyActions = [
  'addEmployee',
  'modifyEmployee',
  'incompleteTransactions',
  'modifyWalletBalance',
  'blockProfiles',
  'auditTrail',
] as const;

/** The Admin's tables by date. */
export const adminTables = [
  'allTransactions',
  'allMediationRequests',
  'allLabourersAdded',
  'allEmployersAdded',
  'allAgreements',
] as const;
