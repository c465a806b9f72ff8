// "Your checks" on the own profile: how to get the ID checked badge when there is none, and for Employers the
// GSTIN to send for a staff check, with where that check stands (waiting, checked, or refused and why).
import { lazy, Suspense } from 'react';
import type { BusinessState } from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/date-time';
import { PageLoading } from '../../../components/ui/page-loading';
import { useNearScreen } from '../../../components/ui/use-near-screen';
import type { useOwnVerification } from '../api/get-own-verification';

// The GSTIN form, with its checks and messages, is fetched as the section comes towards the screen: it sits low
// on a long page, and a visit that never gets there does not download it (issue 19, docs/decisions/040).
const GstinForm = lazy(() => import('./gstin-form'));

interface OwnVerificationProps {
  verification: ReturnType<typeof useOwnVerification>['data'];
  isEmployer: boolean;
}

export function OwnVerification({ verification, isEmployer }: OwnVerificationProps) {
  const { t } = useTranslation('trust');
  if (!verification) return null;
  return (
    <section className="wallet-section own-verification" aria-labelledby="own-verification-title">
      <h2 id="own-verification-title">{t('own.title')}</h2>
      {verification.idCheck ? null : <p>{t('own.noIdCheck')}</p>}
      {isEmployer ? <BusinessSection business={verification.business} /> : null}
    </section>
  );
}

function BusinessStatus({ t, business }: { t: Translate; business: BusinessState }) {
  const { language } = useTranslation('trust');
  return (
    <div className="business-state">
      <p>{t('business.current', { gstin: business.gstin })}</p>
      <p>
        <span className={`badge badge-status business-${business.status}`}>
          {t(`business.status.${business.status}`)}
        </span>{' '}
        {formatDate(business.decidedAt ?? business.submittedAt, language)}
      </p>
      {business.status === 'refused' && business.refusedReason ? (
        <p>{t('business.refusedReason', { reason: business.refusedReason })}</p>
      ) : null}
    </div>
  );
}

function BusinessSection({ business }: { business: BusinessState | null }) {
  const { t } = useTranslation('trust');
  const { ref, near } = useNearScreen<HTMLDivElement>();

  return (
    <div ref={ref} className="own-business">
      <h3>{t('business.title')}</h3>
      {business ? <BusinessStatus t={t} business={business} /> : <p>{t('business.intro')}</p>}
      {business?.status === 'verified' || !near ? null : (
        <Suspense fallback={<PageLoading />}>
          <GstinForm business={business} />
        </Suspense>
      )}
    </div>
  );
}
