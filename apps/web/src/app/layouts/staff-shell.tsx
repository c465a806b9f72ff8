// Layout of the back office (Admin and Employee portals). Loaded only on staff routes,
// so workers on phones never download it.
import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { PageLoading } from '../../components/ui/page-loading';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { queryClient } from '../query-client';

export default function StaffShell() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      <header className="site-header staff-header">
        <span className="brand">{t('staff.title')}</span>
        <LanguageSwitcher />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </QueryClientProvider>
  );
}
