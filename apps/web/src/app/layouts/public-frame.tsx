// The public pages' chrome: brand, links to the landing, about and contact pages, language switch, the page and
// the footer. Without the router: the routed layout (public-layout.tsx) passes the router's links, the sign-in
// page's own entry (docs/decisions/033) plain ones, and both draw the same markup.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { paths } from '../../config/paths';
import { PageLinks, type PageLink } from '../../components/ui/plain-link';
import { SiteFrame } from './site-frame';

interface PublicFrameProps {
  /** The <main> landmark with the page. */
  main: ReactNode;
  Link: PageLink;
  /** The main navigation's links, which mark the page the person is on. */
  NavLink: PageLink;
}

export function PublicFrame({ main, Link, NavLink }: PublicFrameProps) {
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
          <PageLinks
            className="nav-links"
            Link={NavLink}
            links={[
              [paths.landingAlias, t('nav.home')],
              [paths.about, t('nav.about')],
              [paths.contact, t('nav.contact')],
            ]}
          />
        </nav>
      }
      main={main}
      link={Link}
    />
  );
}
