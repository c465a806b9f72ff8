// The Hire Now requests of "Hire Now requests" (my-mediation-requests.tsx), loaded once there are some: most
// profiles have none, and show only the section's title and "No Hire Now requests yet." (issue 19).
import { personName } from '@kaamsetu/contract';
import { Link } from 'react-router';
import type { MediationListResponse, UserType } from '@kaamsetu/contract';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { StarRating } from '../../../components/trust/star-rating';

interface MediationRequestListProps {
  requests: MediationListResponse['requests'];
  userType: UserType;
}

export default function MediationRequestList({ requests, userType }: MediationRequestListProps) {
  const { t, language } = useTranslation('ownProfile');
  return (
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
            {request.closedAt ? ` · ${t('requests.closed', { date: formatDateTime(request.closedAt, language) })}` : ''}
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
  );
}
