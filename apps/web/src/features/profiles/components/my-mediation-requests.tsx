// "Hire Now requests": what the person asked staff to arrange (Employers) or was asked for (Labourers), and
// what came of it: Pending until staff call, then Done (the labourer was contacted) or Rejected. A worker sees
// the Employer's stars from other workers, to judge them before the call.
import '../../../components/ui/wallet-list.css';
import { lazy, Suspense } from 'react';
import type { UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { useMyMediationRequests } from '../api/get-my-mediation-requests';

// The list loads once there are requests to show (mediation-request-list.tsx).
const MediationRequestList = lazy(() => import('./mediation-request-list'));

export function MyMediationRequests({ userType }: { userType: UserType }) {
  const { t } = useTranslation('ownProfile');
  const { t: tProfiles } = useTranslation('profiles');
  const query = useMyMediationRequests();
  const requests = query.data?.requests ?? [];

  return (
    <section className="wallet-section" aria-labelledby="my-requests-title">
      <h2 id="my-requests-title">{t('requests.title')}</h2>
      {query.isError ? (
        <LoadFailed t={tProfiles} onRetry={() => void query.refetch()} />
      ) : (
        <p className="search-status" role="status">
          {query.isPending ? t('requests.loading') : requests.length === 0 ? t('requests.empty') : null}
        </p>
      )}
      {requests.length > 0 ? (
        <Suspense fallback={<PageLoading />}>
          <MediationRequestList requests={requests} userType={userType} />
        </Suspense>
      ) : null}
    </section>
  );
}
