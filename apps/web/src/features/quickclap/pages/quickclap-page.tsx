// /quickclap: the freelancer-brand landing page, with its own header and footer instead of KaamSetu's.
import '../../../components/ui/card.css';
import '../quickclap.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ArrowRightIcon } from '../../../components/ui/icons';

const features = ['trustedTalent', 'securePayments', 'instantMatchmaking'] as const;

export default function QuickclapPage() {
  const { t } = useTranslation('quickclap');
  useDocumentTitle(t('title'));
  return (
    <div className="quickclap">
      <SkipLink />
      <header className="site-header">
        <Link to={paths.quickclap} className="brand">
          {t('brand')}
        </Link>
        <LanguageSwitcher />
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <section className="hero qc-hero" aria-labelledby="qc-headline">
          <h1 id="qc-headline">{t('hero.headline')}</h1>
          <p className="lead">{t('hero.lead')}</p>
          <div className="qc-actions">
            <Link to={paths.login} className="button button-primary">
              <ArrowRightIcon />
              {t('hero.findFreelancers')}
            </Link>
            <Link to={paths.login} className="button button-secondary">
              {t('hero.becomeFreelancer')}
            </Link>
          </div>
        </section>

        <section className="qc-features-section" aria-labelledby="qc-features-title">
          <h2 id="qc-features-title">{t('features.title')}</h2>
          <ul className="qc-features">
            {features.map((feature) => (
              <li key={feature} className="card">
                <h3>{t(`features.${feature}.title`)}</h3>
                <p>{t(`features.${feature}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="qc-cta" aria-labelledby="qc-cta-title">
          <h2 id="qc-cta-title">{t('cta.title')}</h2>
          <p>{t('cta.body')}</p>
          <Link to={paths.login} className="button button-primary">
            <ArrowRightIcon />
            {t('cta.getStarted')}
          </Link>
        </section>
      </main>

      <footer className="site-footer">
        <p className="qc-tagline">{t('footer.tagline')}</p>
        <p className="copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
