// The pre-rendered /login as its own small app, without the router and the route table (docs/decisions/033):
// the public chrome with plain links (a link is an ordinary page load, as on the other pre-rendered pages) and
// the sign-in form. Once signed in, the person goes on with a page load, which starts the whole app there. The
// build renders /login with this same tree (prerender-entry.tsx), so the HTML hydrates as it was written.
import { Suspense } from 'react';
import { OfflineBanner } from '../components/ui/offline-banner';
import { MainLandmark } from '../components/ui/main-landmark';
import { PlainLink } from '../components/ui/plain-link';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { paths } from '../config/paths';
import { PublicFrame } from './layouts/public-frame';

/** The address's query; none while the build renders the page (the form reads it only once hydrated). */
function currentParams(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

/** Replaces /login in the history, as the router does, and keeps the form busy while the next page loads. */
function goTo(path: string): Promise<void> {
  window.location.replace(path);
  return new Promise(() => undefined);
}

export function SignInRoot() {
  return (
    // The same boundaries as AppRoot and MainOutlet around the page, so the markup is the same as the app's.
    <Suspense>
      <OfflineBanner />
      <PublicFrame
        main={
          <MainLandmark resetKey={paths.login}>
            <SignInForm params={currentParams()} goTo={goTo} />
          </MainLandmark>
        }
        Link={PlainLink}
        NavLink={PlainLink}
      />
    </Suspense>
  );
}
