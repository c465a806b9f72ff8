// The <main> landmark every layout renders its page into: the skip link's target, with a loading
// message while the page's code or text arrives, and a plain message if it cannot arrive (offline).
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoadBoundary } from './page-load-boundary';
import { PageLoading } from './page-loading';
import { MAIN_CONTENT_ID } from './skip-link';

export function MainOutlet() {
  const { pathname } = useLocation();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageLoadBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageLoadBoundary>
    </main>
  );
}
