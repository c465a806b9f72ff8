// The landing page (/ and /landing): what KaamSetu is, for workers and for employers, and Join Now. A message
// carried here ("Your account has been deleted") shows above it.
import '../../../components/ui/card.css';
import '../landing.css';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { WORKER_SHARE_RUPEES } from '@kaamsetu/contract';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { RouteNotice } from '../../../components/ui/route-notice';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useNearScreen } from '../../../components/ui/use-near-screen';

// The trade pictures sit below the first screen: their code (the trade vocabulary and its pictures) is fetched
// only when a visitor scrolls towards them, so the first visit's download stays small.
const LandingTrades = lazy(() => import('../components/landing-trades'));

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'));
  const { ref: tradesRef, near: tradesNear } = useNearScreen<HTMLDivElement>();
  return (
    <>
      <RouteNotice />
      <section className="hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{t('landing.tagline')}</h1>
        <p className="lead">{t('landing.intro')}</p>
        <Link to={paths.signUp('Labourer')} className="button button-primary">
          <ArrowRightIcon />
          {t('landing.joinNow')}
        </Link>
        {/* 11 KB at phone width; width and height keep the text below from jumping when it arrives. */}
        <img
          className="hero-illustration"
          src="/illustrations/workers-at-work-640.webp"
          srcSet="/illustrations/workers-at-work-640.webp 640w, /illustrations/workers-at-work-960.webp 960w"
          sizes="(min-width: 48rem) 40rem, calc(100vw - 2rem)"
          width="640"
          height="360"
          alt={t('landing.illustrationAlt')}
        />
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
          <Link to={paths.signUp('Labourer')} className="button button-secondary">
            {t('landing.forWorkers.join')}
          </Link>
        </section>
        <section className="card" aria-labelledby="for-employers">
          <h2 id="for-employers">{t('landing.forEmployers.title')}</h2>
          <ul className="ticks">
            <li>{t('landing.forEmployers.points.search')}</li>
            <li>{t('landing.forEmployers.points.profiles')}</li>
            <li>{t('landing.forEmployers.points.hire')}</li>
          </ul>
          <Link to={paths.signUp('Employer')} className="button button-secondary">
            {t('landing.forEmployers.join')}
          </Link>
          <div ref={tradesRef}>
            {tradesNear ? (
              <Suspense fallback={null}>
                <LandingTrades />
              </Suspense>
            ) : null}
          </div>
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
