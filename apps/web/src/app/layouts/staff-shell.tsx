// Layout of the back office (Admin and Employee portals). Loaded only on staff routes,
// so workers on phones never download it.
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { SkipLink } from '../../components/ui/skip-link';
import { MainOutlet } from '../../components/ui/main-outlet';
import { queryClient } from '../../lib/query-client';

export default function StaffShell() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      <header className="site-header staff-header">
        <span className="brand">{t('staff.title')}</span>
        <LanguageSwitcher />
      </header>
      <MainOutlet />
    </QueryClientProvider>
  );
}
