// The <main> landmark of the routed layouts: the router's current page inside MainLandmark, which resets a
// failed page's message when the person goes to another page.
import { Outlet, useLocation } from 'react-router';
import { MainLandmark } from './main-landmark';

export function MainOutlet() {
  const { pathname } = useLocation();
  return (
    <MainLandmark resetKey={pathname}>
      <Outlet />
    </MainLandmark>
  );
}
