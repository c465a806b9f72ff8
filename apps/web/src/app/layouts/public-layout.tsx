// Layout of the public pages: brand, links to the landing, about and contact pages, language switch.
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { SiteFooter } from '../../components/ui/site-footer';
import { SkipLink } from '../../components/ui/skip-link';
import { MainOutlet } from '../../components/ui/main-outlet';
import { paths } from '../../config/paths';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <header className="site-header">
        <Link to={paths.landing} className="brand">
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.main')}>
          <ul className="nav-links">
            <li>
              <NavLink to={paths.landingAlias}>{t('nav.home')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.about}>{t('nav.about')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.contact}>{t('nav.contact')}</NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
      </header>
      <MainOutlet />
      <SiteFooter />
    </>
  );
}
