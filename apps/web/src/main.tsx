// Browser entry: waits for the first language catalogue, then renders the app; production builds also install
// the service worker that lets the app open offline.
import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { OfflineBanner } from './components/ui/offline-banner';
import { i18nReady } from './i18n/i18n';
import { registerServiceWorker } from './lib/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (import.meta.env.PROD) registerServiceWorker();

void i18nReady().then(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense>
          {/* Above every layout (public, signed-in, staff, Quickclap), so no page can leave it out. */}
          <OfflineBanner />
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  );
});
