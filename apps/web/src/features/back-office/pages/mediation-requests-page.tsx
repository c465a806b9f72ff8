// /mediation-requests: Hire Now requests still Pending, oldest first, with both sides' names and numbers.
// Done (the labourer was contacted) or Reject takes a request off the list; when someone else decided first
// (409) their answer is shown and the list is asked again.
import '../back-office.css';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatIndianMobile, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { formatPrice } from '../../../lib/rupees';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { useMediationRequests, type StaffMediation, type StaffMediationList } from '../api/get-mediation-requests';
import { useDecideMediationRequest, type MediationAction } from '../api/decide-mediation-request';
import { staffQueryKeys } from '../api/staff-query-keys';
import { alreadyHandled, failureNotice, serverNotice } from '../back-office-messages';

const actions: readonly MediationAction[] = ['done', 'reject'];
const actionIcons: Record<MediationAction, ReactNode> = { done: <CheckIcon />, reject: <CrossIcon /> };

function Party({ label, name, phone }: { label: string; name: string; phone: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {name}
        <br />
        <a href={`tel:${phone}`} className="staff-phone">
          {formatIndianMobile(phone)}
        </a>
      </dd>
    </div>
  );
}

export default function MediationRequestsPage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  useDocumentTitle(staffT('actions.mediationRequests'));
  const client = useQueryClient();
  const requests = useMediationRequests();
  const decide = useDecideMediationRequest();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = requests.data?.requests ?? [];

  function drop(id: string) {
    client.setQueryData<StaffMediationList>(staffQueryKeys.mediation, (cached) =>
      cached ? { ...cached, requests: cached.requests.filter((request) => request.id !== id) } : cached,
    );
  }

  async function run(request: StaffMediation, action: MediationAction) {
    setBusyId(request.id);
    setStatus(null);
    setError(null);
    try {
      const answer = await decide.mutateAsync({ id: request.id, action });
      drop(request.id);
      setStatus(serverNotice(answer.message));
    } catch (caught) {
      if (alreadyHandled(caught)) drop(request.id);
      setError(failureNotice(caught));
    }
    // The card and its buttons are gone: the list's title is where the reader goes on from.
    flushSync(() => setBusyId(null));
    titleRef.current?.focus();
  }

  return (
    <section aria-labelledby="mediation-title">
      <h1 id="mediation-title" ref={titleRef} tabIndex={-1}>
        {staffT('actions.mediationRequests')}
      </h1>
      <p>{t('mediation.intro')}</p>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
      {requests.isError ? (
        <FormError t={t} notice={failureNotice(requests.error)} />
      ) : (
        <p className="search-status" role="status">
          {requests.isPending ? t('loading') : list.length === 0 ? t('mediation.empty') : null}
        </p>
      )}
      {list.length > 0 ? (
        <ul className="staff-list" aria-labelledby="mediation-title">
          {list.map((request) => {
            const headingId = `mediation-${request.id}`;
            return (
              <li key={request.id} className="staff-card">
                <h2 id={headingId} className="staff-card-title">
                  {t('mediation.requestId', { id: request.id })}
                </h2>
                <dl className="staff-card-facts">
                  <Party
                    label={t('mediation.employer')}
                    name={personName(request.employer.name)}
                    phone={request.employer.phone}
                  />
                  <Party
                    label={t('mediation.labourer')}
                    name={personName(request.labourer.name)}
                    phone={request.labourer.phone}
                  />
                  <div>
                    <dt>{t('mediation.location')}</dt>
                    <dd>{request.location}</dd>
                  </div>
                  <div>
                    <dt>{t('mediation.salary')}</dt>
                    <dd>{t('mediation.perDay', { amount: formatPrice(request.salary * 100, language) })}</dd>
                  </div>
                  {request.details ? (
                    <div>
                      <dt>{t('mediation.details')}</dt>
                      <dd>{request.details}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t('mediation.date')}</dt>
                    <dd>{formatDateTime(request.createdAt, language)}</dd>
                  </div>
                </dl>
                <div className="staff-card-actions">
                  {actions.map((action, index) => (
                    <button
                      key={action}
                      type="button"
                      className={`button ${index === 0 ? 'button-primary' : 'button-secondary'}`}
                      aria-describedby={headingId}
                      disabled={busyId !== null}
                      aria-busy={busyId === request.id}
                      onClick={() => void run(request, action)}
                    >
                      {actionIcons[action]}
                      {t(`mediation.actions.${action}`)}
                    </button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
