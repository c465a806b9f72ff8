// What the people-facing layouts share: the skip link, a header with the brand, the main links and the
// language switch, then the page and the footer.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { SiteFooter } from '../../components/ui/site-footer';
import { SkipLink } from '../../components/ui/skip-link';
import { MainOutlet } from '../../components/ui/main-outlet';

interface SiteFrameProps {
  brand: ReactNode;
  /** The main navigation's list items. */
  links: ReactNode;
}

export function SiteFrame({ brand, links }: SiteFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <header className="site-header">
        {brand}
        <nav aria-label={t('nav.main')}>
          <ul className="nav-links">{links}</ul>
        </nav>
        <LanguageSwitcher />
      </header>
      <MainOutlet />
      <SiteFooter />
    </>
  );
}
