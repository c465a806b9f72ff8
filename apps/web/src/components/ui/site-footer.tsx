// The footer every KaamSetu page shares: policy links, social links (new tab), copyright. Its page links are
// drawn with the layout's `Link` (the router's in the app; plain links on the sign-in page's own entry).
import { useTranslation } from '../../i18n/i18n';
import { paths, socialLinks } from '../../config/paths';
import { yearInIndia } from '../../lib/india-clock';
import { PageLinks, PlainLink, type PageLink } from './plain-link';

export function SiteFooter({ Link = PlainLink }: { Link?: PageLink }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.links')}>
        <PageLinks
          className="footer-links"
          Link={Link}
          links={[
            [paths.privacy, t('footer.privacy')],
            [paths.terms, t('footer.terms')],
            [paths.about, t('footer.about')],
            [paths.contact, t('footer.contact')],
            [paths.numberCheck, t('footer.numberCheck')],
          ]}
        />
      </nav>
      <nav aria-label={t('footer.social')}>
        <ul className="footer-links">
          {(Object.keys(socialLinks) as (keyof typeof socialLinks)[]).map((network) => (
            <li key={network}>
              <a href={socialLinks[network]} target="_blank" rel="noopener noreferrer">
                {t(`footer.${network}`)}
                <span className="visually-hidden"> {t('footer.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* This year in India (the spec's prototype said 2025 for ever); a pre-rendered page carries its build's. */}
      <p className="copyright">{t('footer.copyright', { year: yearInIndia(new Date()) })}</p>
    </footer>
  );
}
