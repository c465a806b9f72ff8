// The landing page (/ and /landing): what KaamSetu is, for workers and for employers, and Join Now. A message
// carried here ("Your account has been deleted") shows above it.
import '../../../components/ui/card.css';
import '../landing.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { WORKER_SHARE_RUPEES } from '@kaamsetu/contract';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { RouteNotice } from '../../../components/ui/route-notice';
import { ArrowRightIcon } from '../../../components/ui/icons';

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'));
  return (
    <>
      <RouteNotice />
      <section className="hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{t('landing.tagline')}</h1>
        <p className="lead">{t('landing.intro')}</p>
        <Link to={paths.login} className="button button-primary">
          <ArrowRightIcon />
          {t('landing.joinNow')}
        </Link>
      </section>

      <div className="audience-grid">
        <section className="card" aria-labelledby="for-workers">
          <h2 id="for-workers">{t('landing.forWorkers.title')}</h2>
          <ul className="ticks">
            <li>{t('landing.forWorkers.points.profile')}</li>
            <li>{t('landing.forWorkers.points.seen')}</li>
            <li>
              <strong>{t('landing.forWorkers.points.earn', { amount: WORKER_SHARE_RUPEES })}</strong>
            </li>
          </ul>
        </section>
        <section className="card" aria-labelledby="for-employers">
          <h2 id="for-employers">{t('landing.forEmployers.title')}</h2>
          <ul className="ticks">
            <li>{t('landing.forEmployers.points.search')}</li>
            <li>{t('landing.forEmployers.points.profiles')}</li>
            <li>{t('landing.forEmployers.points.hire')}</li>
          </ul>
        </section>
      </div>

      <section aria-labelledby="how-it-works" className="how-it-works">
        <h2 id="how-it-works">{t('landing.howItWorks.title')}</h2>
        <ol>
          <li>{t('landing.howItWorks.steps.signUp')}</li>
          <li>{t('landing.howItWorks.steps.profile')}</li>
          <li>{t('landing.howItWorks.steps.connect')}</li>
        </ol>
      </section>
    </>
  );
}
