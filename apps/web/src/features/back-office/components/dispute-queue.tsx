// The queue of disputed work agreements, oldest first, for Employees (who propose a split) and Admins (who
// settle one). After a split the outcome is said above the list and the list is asked again; when someone else
// got there first (409) that is said instead, and the list shows the agreement as it now is.
import { personName } from '@kaamsetu/contract';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../i18n/i18n';
import { formatPrice } from '../../../lib/rupees';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAgreementDisputes } from '../api/get-agreement-disputes';
import { useDisputeText } from '../dispute-text';
import { DisputeCard } from './dispute-card';
import type { SplitOutcome } from './dispute-split-form';
import { ListStatus } from './list-status';

export function DisputeQueue({ admin }: { admin: boolean }) {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useDisputeText();
  const title = staffT('actions.agreementDisputes');
  useDocumentTitle(title);
  const disputes = useAgreementDisputes();
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = disputes.data?.items ?? [];

  function show(outcome: SplitOutcome) {
    flushSync(() => {
      if (outcome.kind === 'conflict') {
        setStatus(null);
        setError(outcome.notice);
        return;
      }
      const { agreement, split } = outcome;
      setError(null);
      setStatus({
        key: agreement.status === 'disputed' ? 'disputes.done.proposed' : 'disputes.done.settled',
        values: {
          title: agreement.title,
          toWorker: formatPrice(split.toWorkerPaise, language),
          toEmployer: formatPrice(split.toEmployerPaise, language),
          worker: personName(agreement.worker.name),
          employer: personName(agreement.employer.name),
        },
      });
    });
    // The message sits under the title, where the reader goes on from (a settled card has left the list).
    titleRef.current?.focus();
  }

  return (
    <section aria-labelledby="disputes-title">
      <h1 id="disputes-title" ref={titleRef} tabIndex={-1}>
        {title}
      </h1>
      <p>{t(admin ? 'disputes.introAdmin' : 'disputes.introEmployee')}</p>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
      <ListStatus
        t={t}
        error={disputes.isError && !disputes.data ? disputes.error : null}
        pending={disputes.isPending}
        count={list.length}
        emptyText={t('disputes.empty')}
        countText={t('disputes.count', { count: list.length })}
      />
      {list.length > 0 ? (
        <ul className="staff-list dispute-list" aria-labelledby="disputes-title">
          {list.map((agreement) => (
            <DisputeCard key={agreement.id} agreement={agreement} admin={admin} onOutcome={show} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
