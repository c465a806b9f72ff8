// Browser entry: waits for the first language catalogue, then renders the app.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { i18nReady } from './i18n/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void i18nReady().then(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  );
});
