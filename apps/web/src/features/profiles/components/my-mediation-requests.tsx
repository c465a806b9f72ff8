// "Hire Now requests": what the person asked staff to arrange (Employers) or was asked for (Labourers), and
// what came of it: Pending until staff call, then Done (the labourer was contacted) or Rejected. A worker sees
// the Employer's stars from other workers, to judge them before the call.
import { personName } from '@kaamsetu/contract';
import '../../../components/ui/wallet-list.css';
import { Link } from 'react-router';
import type { UserType } from '@kaamsetu/contract';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { LoadFailed } from '../../../components/ui/load-failed';
import { StarRating } from '../../../components/trust/star-rating';
import { useMyMediationRequests } from '../api/get-my-mediation-requests';

export function MyMediationRequests({ userType }: { userType: UserType }) {
  const { t, language } = useTranslation('profiles');
  const query = useMyMediationRequests();
  const requests = query.data?.requests ?? [];

  return (
    <section className="wallet-section" aria-labelledby="my-requests-title">
      <h2 id="my-requests-title">{t('requests.title')}</h2>
      {query.isError ? (
        <LoadFailed t={t} onRetry={() => void query.refetch()} />
      ) : (
        <p className="search-status" role="status">
          {query.isPending ? t('requests.loading') : requests.length === 0 ? t('requests.empty') : null}
        </p>
      )}
      {requests.length > 0 ? (
        <ul className="wallet-list" aria-labelledby="my-requests-title">
          {requests.map((request) => (
            <li key={request.id} className="wallet-item">
              <p className="wallet-item-head">
                <span className="wallet-item-name">
                  {userType === 'Employer' ? personName(request.labourerName) : personName(request.employerName)}
                </span>{' '}
                <span>{t(`requests.status.${request.status}`)}</span>
              </p>
              {userType === 'Labourer' ? <StarRating rating={request.employerRating} /> : null}
              <p>{t('requests.details', { location: request.location, salary: request.salary })}</p>
              <p className="field-hint">
                {t('requests.sent', { date: formatDateTime(request.createdAt, language) })}
                {request.closedAt
                  ? ` · ${t('requests.closed', { date: formatDateTime(request.closedAt, language) })}`
                  : ''}
              </p>
              {userType === 'Employer' && request.status === 'Done' ? (
                <p>
                  <Link to={paths.app.proposeAgreementTo(request.labourerId)}>
                    {t('requests.proposePaidWork', { name: personName(request.labourerName) })}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
