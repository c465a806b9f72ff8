// The route table. Every page is split into a chunk that loads when visited, so a worker on a slow phone
// downloads only what they use (the landing page too: it is pre-rendered, and the signed-in pages never show it).
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../features/public-pages/pages/not-found-page';
import { PageLoading } from '../components/ui/page-loading';
import { appPageLoaders, preloadAppPage } from './app-page-loaders';
import { PublicLayout } from './layouts/public-layout';
import { paths } from '../config/paths';

const AppShell = lazy(() => {
  preloadAppPage(window.location);
  return import('./layouts/app-shell');
});
const StaffShell = lazy(() => import('./layouts/staff-shell'));
const LandingPage = lazy(() =>
  import('../features/landing/pages/landing-page').then((module) => ({ default: module.LandingPage })),
);
// Lazy, so its session query (TanStack Query) comes with the signed-in shell, not in the public pages' bundle.
const LabourerJobsOnHome = lazy(() =>
  import('./labourer-jobs-on-home').then((module) => ({ default: module.LabourerJobsOnHome })),
);
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const AppNotFoundPage = lazy(appPageLoaders.notFound);
const HomePage = lazy(appPageLoaders.home);
const OwnProfilePage = lazy(appPageLoaders.ownProfile);
const ProfileSetupPage = lazy(appPageLoaders.profileSetup);
const PublicProfilePage = lazy(appPageLoaders.publicProfile);
const WalletPage = lazy(appPageLoaders.wallet);
const MyContactsPage = lazy(appPageLoaders.myContacts);
const JobsPage = lazy(appPageLoaders.jobs);
const JobPage = lazy(appPageLoaders.job);
const MyApplicationsPage = lazy(appPageLoaders.myApplications);
const MyJobsPage = lazy(appPageLoaders.myJobs);
const PostJobPage = lazy(appPageLoaders.postJob);
const JobApplicantsPage = lazy(appPageLoaders.jobApplicants);
const EditJobPage = lazy(appPageLoaders.editJob);
const PublicJobPage = lazy(() => import('../features/jobs/pages/public-job-page'));
const NotificationsPage = lazy(appPageLoaders.notifications);
const AgreementsPage = lazy(appPageLoaders.agreements);
const AgreementPage = lazy(appPageLoaders.agreement);
const ProposeAgreementPage = lazy(appPageLoaders.proposeAgreement);
const StaffLoginPage = lazy(() => import('../features/back-office/pages/staff-login-page'));
const StaffDashboardPage = lazy(() => import('../features/back-office/pages/staff-dashboard-page'));
const StaffGate = lazy(() => import('../features/back-office/components/staff-gate'));
const AddPersonPage = lazy(() => import('../features/back-office/pages/add-person-page'));
const SearchModifyPage = lazy(() => import('../features/back-office/pages/search-modify-page'));
const ReportProfilesPage = lazy(() => import('../features/back-office/pages/report-profiles-page'));
const MediationRequestsPage = lazy(() => import('../features/back-office/pages/mediation-requests-page'));
const ProfileTransactionsPage = lazy(() => import('../features/back-office/pages/profile-transactions-page'));
const IncompleteProfilesPage = lazy(() => import('../features/back-office/pages/incomplete-profiles-page'));
const UnplacedLocationsPage = lazy(() => import('../features/back-office/pages/unplaced-locations-page'));
const NumberClaimsPage = lazy(() => import('../features/back-office/pages/number-claims-page'));
const BusinessesToVerifyPage = lazy(() => import('../features/back-office/pages/businesses-to-verify-page'));
const AddEmployeePage = lazy(() => import('../features/back-office/pages/add-employee-page'));
const ModifyEmployeePage = lazy(() => import('../features/back-office/pages/modify-employee-page'));
const IncompleteTransactionsPage = lazy(() => import('../features/back-office/pages/incomplete-transactions-page'));
const ModifyWalletBalancePage = lazy(() => import('../features/back-office/pages/modify-wallet-balance-page'));
const BlockProfilesPage = lazy(() => import('../features/back-office/pages/block-profiles-page'));
const AuditTrailPage = lazy(() => import('../features/back-office/pages/audit-trail-page'));
const AllTransactionsPage = lazy(() => import('../features/back-office/pages/all-transactions-page'));
const AllMediationRequestsPage = lazy(() => import('../features/back-office/pages/all-mediation-requests-page'));
const PeopleAddedPage = lazy(() => import('../features/back-office/pages/people-added-page'));
const AboutPage = lazy(() => import('../features/public-pages/pages/about-page'));
const ContactPage = lazy(() => import('../features/public-pages/pages/contact-page'));
const PrivacyPolicyPage = lazy(() => import('../features/public-pages/pages/privacy-policy-page'));
const TermsPage = lazy(() => import('../features/public-pages/pages/terms-page'));
const NumberCheckPage = lazy(() => import('../features/public-pages/pages/number-check-page'));
const AppealsPage = lazy(() => import('../features/back-office/pages/appeals-page'));
const JobModerationPage = lazy(() => import('../features/back-office/pages/job-moderation-page'));
const AllJobsPage = lazy(() => import('../features/back-office/pages/all-jobs-page'));
const AgreementDisputesPage = lazy(() => import('../features/back-office/pages/agreement-disputes-page'));
const AllAgreementsPage = lazy(() => import('../features/back-office/pages/all-agreements-page'));
const QuickclapPage = lazy(() => import('../features/quickclap/pages/quickclap-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.landing} element={<LandingPage />} />
        <Route path={paths.landingAlias} element={<LandingPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.privacy} element={<PrivacyPolicyPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.numberCheck} element={<NumberCheckPage />} />
        <Route path={paths.publicJobPattern} element={<PublicJobPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      {/* Quickclap has its own header and footer, so it sits outside PublicLayout and brings its own fallback. */}
      <Route
        path={paths.quickclap}
        element={
          <Suspense fallback={<PageLoading />}>
            <QuickclapPage />
          </Suspense>
        }
      />

      <Route path={paths.app.root} element={<AppShell />}>
        <Route index element={<Navigate to={paths.app.home} replace />} />
        <Route
          path={paths.app.home}
          element={
            <HomePage
              lead={
                <Suspense fallback={null}>
                  <LabourerJobsOnHome />
                </Suspense>
              }
            />
          }
        />
        {/* The bottom bar's Search: the same search, with the field ready to type in. */}
        <Route path={paths.app.search} element={<HomePage key="search" focusSearch />} />
        <Route path={paths.app.profile} element={<OwnProfilePage />} />
        <Route path={paths.app.profilePagePattern} element={<PublicProfilePage />} />
        <Route path={paths.app.wallet} element={<WalletPage />} />
        <Route path={paths.app.myContacts} element={<MyContactsPage />} />
        <Route path={paths.app.jobs} element={<JobsPage />} />
        <Route path={paths.app.jobPagePattern} element={<JobPage />} />
        <Route path={paths.app.myApplications} element={<MyApplicationsPage />} />
        <Route path={paths.app.myJobs} element={<MyJobsPage />} />
        <Route path={paths.app.postJob} element={<PostJobPage />} />
        <Route path={paths.app.jobApplicantsPattern} element={<JobApplicantsPage />} />
        <Route path={paths.app.editJobPattern} element={<EditJobPage />} />
        <Route path={paths.app.notifications} element={<NotificationsPage />} />
        <Route path={paths.app.agreements} element={<AgreementsPage />} />
        <Route path={paths.app.proposeAgreement} element={<ProposeAgreementPage />} />
        <Route path={paths.app.agreementPagePattern} element={<AgreementPage />} />
        {/* One form serves both roles; the key gives each its own state when moving between them. */}
        <Route path={paths.app.createLabourerProfile} element={<ProfileSetupPage key="Labourer" role="Labourer" />} />
        <Route path={paths.app.completeEmployerProfile} element={<ProfileSetupPage key="Employer" role="Employer" />} />
        <Route path="*" element={<AppNotFoundPage />} />
      </Route>

      {/* One component serves both portals; the key gives each portal its own state when moving between them. */}
      <Route element={<StaffShell />}>
        <Route path={paths.staff.adminLogin} element={<StaffLoginPage key="admin" portal="admin" />} />
        <Route path={paths.staff.employeeLogin} element={<StaffLoginPage key="employee" portal="employee" />} />
        <Route path={paths.staff.adminDashboard} element={<StaffDashboardPage key="admin" portal="admin" />} />
        <Route path={paths.staff.employeeDashboard} element={<StaffDashboardPage key="employee" portal="employee" />} />
        {/* The back office: a staff sign-in for every screen, an Admin's for the Admin-only ones. */}
        <Route element={<StaffGate />}>
          <Route path={paths.staff.addLabourer} element={<AddPersonPage key="Labourer" role="Labourer" />} />
          <Route path={paths.staff.addEmployer} element={<AddPersonPage key="Employer" role="Employer" />} />
          <Route
            path={paths.staff.searchModifyLabourer}
            element={<SearchModifyPage key="Labourer" role="Labourer" />}
          />
          <Route
            path={paths.staff.searchModifyEmployer}
            element={<SearchModifyPage key="Employer" role="Employer" />}
          />
          <Route path={paths.staff.reportProfiles} element={<ReportProfilesPage />} />
          <Route path={paths.staff.appeals} element={<AppealsPage />} />
          <Route path={paths.staff.mediationRequests} element={<MediationRequestsPage />} />
          <Route path={paths.staff.profileTransactions} element={<ProfileTransactionsPage />} />
          <Route path={paths.staff.incompleteProfiles} element={<IncompleteProfilesPage />} />
          <Route path={paths.staff.unplacedLocations} element={<UnplacedLocationsPage />} />
          <Route path={paths.staff.numberClaims} element={<NumberClaimsPage />} />
          <Route path={paths.staff.businessesToVerify} element={<BusinessesToVerifyPage />} />
          <Route path={paths.staff.jobModeration} element={<JobModerationPage />} />
          <Route path={paths.staff.allJobs} element={<AllJobsPage />} />
          <Route path={paths.staff.agreementDisputes} element={<AgreementDisputesPage />} />
        </Route>
        <Route element={<StaffGate adminOnly />}>
          <Route path={paths.staff.addEmployee} element={<AddEmployeePage />} />
          <Route path={paths.staff.modifyEmployee} element={<ModifyEmployeePage />} />
          <Route path={paths.staff.incompleteTransactions} element={<IncompleteTransactionsPage />} />
          <Route path={paths.staff.modifyWalletBalance} element={<ModifyWalletBalancePage />} />
          <Route path={paths.staff.blockProfiles} element={<BlockProfilesPage />} />
          <Route path={paths.staff.auditTrail} element={<AuditTrailPage />} />
          <Route path={paths.staff.allTransactions} element={<AllTransactionsPage />} />
          <Route path={paths.staff.allMediationRequests} element={<AllMediationRequestsPage />} />
          <Route path={paths.staff.allLabourersAdded} element={<PeopleAddedPage key="Labourer" role="Labourer" />} />
          <Route path={paths.staff.allEmployersAdded} element={<PeopleAddedPage key="Employer" role="Employer" />} />
          <Route path={paths.staff.allAgreements} element={<AllAgreementsPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
