// The signed-in people's app under /app: checks the session with the server first, then shows
// the header (Home, Profile, Wallet, Logout), the page and the footer. Loaded only when needed.
import { useState } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { isSignInRefused, useSession } from '../../lib/get-session';
import { logOut } from '../../features/auth/api/log-out';
import { forgetSavedAnswers } from '../../lib/offline-caches';
import { clearSession, readAuthToken } from '../../lib/session-storage';
import { paths } from '../../config/paths';
import { queryClient } from '../../lib/query-client';
import { SiteFrame } from './site-frame';

function RequireSession({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (readAuthToken() === null || isSignInRefused(session.error)) return <Navigate to={paths.login} replace />;
  // An answer from before (in memory, or saved on the phone by the service worker) keeps the app open even if
  // asking again failed for want of a connection.
  if (session.data) return children;
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
  const navigate = useNavigate();
  const client = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      await logOut();
    } catch {
      // Best effort: the session is dropped from this device either way, and the token expires on its own.
    }
    clearSession();
    client.clear();
    // The next person on a shared phone must find nothing of this one saved for offline use.
    await forgetSavedAnswers().catch((error: unknown) => console.error('Could not clear saved answers', error));
    await navigate(paths.login, { replace: true });
  }

  return (
    <SiteFrame
      brand={<span className="brand">{t('brand')}</span>}
      links={
        <>
          <li>
            <NavLink to={paths.app.home}>{t('nav.home')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.app.profile}>{t('nav.profile')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.app.wallet}>{t('nav.wallet')}</NavLink>
          </li>
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => void logout()}
              disabled={leaving}
              aria-busy={leaving}
            >
              {t('nav.logout')}
            </button>
          </li>
        </>
      }
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
