// The route table. The landing page is in the first bundle; everything else is split into chunks
// that load when visited, so a worker on a slow phone downloads only what they use.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/pages/landing-page';
import { NotFoundPage } from '../features/public-pages/pages/not-found-page';
import { PublicLayout } from './layouts/public-layout';
import { paths } from './paths';

const AppShell = lazy(() => import('./layouts/app-shell'));
const StaffShell = lazy(() => import('./layouts/staff-shell'));
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const UnderConstructionPage = lazy(() => import('../features/home/pages/under-construction-page'));
const StaffLoginPlaceholderPage = lazy(() => import('../features/staff/pages/staff-login-placeholder-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.landing} element={<LandingPage />} />
        <Route path={paths.landingAlias} element={<LandingPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route path={paths.app.root} element={<AppShell />}>
        <Route index element={<Navigate to={paths.app.home} replace />} />
        <Route path="*" element={<UnderConstructionPage />} />
      </Route>

      <Route element={<StaffShell />}>
        <Route path={paths.staff.adminLogin} element={<StaffLoginPlaceholderPage />} />
        <Route path={paths.staff.employeeLogin} element={<StaffLoginPlaceholderPage />} />
      </Route>
    </Routes>
  );
}
