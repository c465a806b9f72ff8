// The <main> landmark every layout renders its page into: the skip link's target, with a loading message while
// the page's code or text arrives, and a plain message if it cannot arrive (offline). Without the router, so
// the sign-in page's own entry (docs/decisions/033) draws the same markup as the app's layouts (main-outlet.tsx).
import { Suspense, type ReactNode } from 'react';
import { PageLoadBoundary } from './page-load-boundary';
import { PageLoading } from './page-loading';
import { MAIN_CONTENT_ID } from './skip-link';

/** `resetKey`: the page's path; a new one clears a failed page's message. */
export function MainLandmark({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageLoadBoundary resetKey={resetKey}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </PageLoadBoundary>
    </main>
  );
}
