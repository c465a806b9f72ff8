// The signed-in people's app under /app: checks the session with the server first, then shows the header (the
// brand, the places with the inbox's unread count, the language), the page and the footer. Log out lives on the
// Profile page. Loaded only when needed.
import '../../components/ui/load-failed.css';
import './app-shell.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { isSignInRefused, useSession } from '../../lib/get-session';
import { readAuthToken } from '../../lib/session-storage';
import { useDrawnInTransition } from '../../lib/use-drawn-in-transition';
import { paths } from '../../config/paths';
import { queryClient } from '../../lib/query-client';
import { MainOutlet } from '../../components/ui/main-outlet';
import { MainNav } from './main-nav';
import { SiteFrame } from './site-frame';

function RequireSession({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  // The frame and page are drawn in a transition when the session's answer comes after "Checking…" was shown.
  const frameDrawn = useDrawnInTransition(session.data !== undefined);
  // Signed out (or the sign-in refused), the page asked for is where /login sends the person back to: a shared
  // profile link opens that profile once they have signed in.
  if (readAuthToken() === null || isSignInRefused(session.error)) {
    return <Navigate to={paths.loginThen(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  // An answer from before (in memory, or saved on the phone by the service worker) keeps the app open even if
  // asking again failed for want of a connection.
  if (session.data && frameDrawn) return children;
  if (session.isError) {
    return (
      <div className="load-failed session-check-failed">
        <p role="alert">{t('session.checkFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void session.refetch()}>
          {t('offline.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <p className="page-loading" role="status">
      {t('session.checking')}
    </p>
  );
}

function AppLayout() {
  const { t } = useTranslation();
  return (
    <SiteFrame
      brand={<span className="brand">{t('brand')}</span>}
      // The inbox, with its unread count, is one of the places (main-nav.tsx).
      navigation={<MainNav />}
      main={<MainOutlet />}
      link={Link}
    />
  );
}

export default function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireSession>
        <AppLayout />
      </RequireSession>
    </QueryClientProvider>
  );
}
