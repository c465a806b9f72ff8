// The <main> landmark every layout renders its page into: the skip link's target, with a loading
// message while the page's code or text arrives.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from './page-loading';
import { MAIN_CONTENT_ID } from './skip-link';

export function MainOutlet() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
