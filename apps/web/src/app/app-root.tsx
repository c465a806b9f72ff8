// Everything inside the router, the same in the browser (main.tsx) and in the build's render of the public pages
// (prerender-entry.tsx), so a pre-rendered page hydrates to exactly the markup it was written with.
import { Suspense } from 'react';
import { AppRoutes } from './app-routes';
import { OfflineBanner } from '../components/ui/offline-banner';

export function AppRoot() {
  return (
    <Suspense>
      {/* Above every layout (public, signed-in, staff, Quickclap), so no page can leave it out. */}
      <OfflineBanner />
      <AppRoutes />
    </Suspense>
  );
}
