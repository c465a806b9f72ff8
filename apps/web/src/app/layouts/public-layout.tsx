// Layout of the public pages: brand, links to the landing, about and contact pages, language switch.
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { paths } from '../../config/paths';
import { SiteFrame } from './site-frame';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <SiteFrame
      brand={
        <Link to={paths.landing} className="brand">
          {t('brand')}
        </Link>
      }
      navigation={
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
      }
    />
  );
}
