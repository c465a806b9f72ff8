// One queue of reported profiles: open reports (Escalate to Admin, Reject) or, for Admins, escalated ones
// (Block profile, Dismiss). A decided report leaves the list at once; when someone else decided first (409)
// their answer is shown and the list is asked again. A report about a review shows the review, which staff
// can hide.
import '../../../components/ui/badge.css';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { ArrowUpIcon, BlockIcon, CrossIcon } from '../../../components/ui/icons';
import { useReports, type ReportQueue as Queue, type StaffReport, type StaffReports } from '../api/get-reports';
import { useDecideReport, type ReportAction } from '../api/decide-report';
import { staffQueryKeys } from '../api/staff-query-keys';
import { alreadyHandled, failureNotice, serverNotice } from '../back-office-messages';
import { ReasonDialog } from './reason-dialog';
import { ReportedReview } from './reported-review';

const queueActions: Record<Queue, readonly ReportAction[]> = {
  open: ['escalate', 'reject'],
  escalated: ['block', 'dismiss'],
};

const actionIcons: Record<ReportAction, ReactNode> = {
  escalate: <ArrowUpIcon />,
  reject: <CrossIcon />,
  block: <BlockIcon />,
  dismiss: <CrossIcon />,
};

/** Decisions that ask why first; the reason is kept in the audit trail. */
const askReason: ReadonlySet<ReportAction> = new Set(['reject', 'block']);

interface Asking {
  report: StaffReport;
  action: ReportAction;
  error: Notice | null;
}

export function ReportQueue({ queue }: { queue: Queue }) {
  const { t, language } = useTranslation('backOffice');
  const client = useQueryClient();
  const reports = useReports(queue);
  const decide = useDecideReport();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = reports.data?.reports ?? [];
  const titleId = `reports-${queue}-title`;

  function drop(id: string) {
    client.setQueryData<StaffReports>([...staffQueryKeys.reports, queue], (cached) =>
      cached ? { ...cached, reports: cached.reports.filter((report) => report.id !== id) } : cached,
    );
  }

  async function run(report: StaffReport, action: ReportAction, reason?: string) {
    setBusyId(report.id);
    setStatus(null);
    setError(null);
    try {
      const answer = await decide.mutateAsync({ id: report.id, action, ...(reason === undefined ? {} : { reason }) });
      drop(report.id);
      setAsking(null);
      setStatus(serverNotice(answer.message));
    } catch (caught) {
      if (reason !== undefined && !alreadyHandled(caught)) {
        // Still undecided: the dialog stays open with the reason typed, and says what went wrong.
        flushSync(() => {
          setBusyId(null);
          setAsking({ report, action, error: failureNotice(caught) });
        });
        return;
      }
      if (alreadyHandled(caught)) drop(report.id);
      setAsking(null);
      setError(failureNotice(caught));
    }
    // The card and its buttons are gone (or the dialog closed): the list's title is where the reader goes on.
    flushSync(() => setBusyId(null));
    titleRef.current?.focus();
  }

  return (
    <section className="staff-queue" aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {t(`reports.${queue}Title`)}
      </h2>
      <p>{t(`reports.${queue}Intro`)}</p>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
      {reports.isError ? (
        <FormError t={t} notice={failureNotice(reports.error)} />
      ) : (
        <p className="search-status" role="status">
          {reports.isPending ? t('loading') : list.length === 0 ? t('reports.empty') : null}
        </p>
      )}
      {list.length > 0 ? (
        <ul className="staff-list" aria-labelledby={titleId}>
          {list.map((report) => {
            const headingId = `report-${report.id}`;
            return (
              <li key={report.id} className="staff-card">
                <h3 id={headingId}>{t('reports.reportId', { id: report.id })}</h3>
                <dl className="staff-card-facts">
                  <div>
                    <dt>{t('reports.reported')}</dt>
                    <dd>
                      {t('reports.person', {
                        name: report.reported.name,
                        role: t(`roles.${report.reported.userType}`),
                      })}
                      {report.reported.blocked ? (
                        <span className="badge badge-blocked">{t('person.blocked')}</span>
                      ) : null}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('reports.reporter')}</dt>
                    <dd>{report.reporter.name}</dd>
                  </div>
                  <div>
                    <dt>{t('reports.reason')}</dt>
                    <dd>{report.reason}</dd>
                  </div>
                  {report.details ? (
                    <div>
                      <dt>{t('reports.details')}</dt>
                      <dd>{report.details}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t('reports.date')}</dt>
                    <dd>{formatDateTime(report.createdAt, language)}</dd>
                  </div>
                </dl>
                {report.review ? <ReportedReview report={{ ...report, review: report.review }} /> : null}
                <div className="staff-card-actions">
                  {queueActions[queue].map((action, index) => (
                    <button
                      key={action}
                      id={`${headingId}-${action}`}
                      type="button"
                      className={`button ${index === 0 ? 'button-primary' : 'button-secondary'}`}
                      aria-describedby={headingId}
                      disabled={busyId !== null}
                      aria-busy={busyId === report.id && asking === null}
                      onClick={() =>
                        askReason.has(action) ? setAsking({ report, action, error: null }) : void run(report, action)
                      }
                    >
                      {actionIcons[action]}
                      {t(`reports.actions.${action}`)}
                    </button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {asking ? (
        <ReasonDialog
          t={t}
          id={`reason-${queue}`}
          title={t(`reports.dialog.${asking.action}Title`, { id: asking.report.id })}
          description={t(`reports.dialog.${asking.action}Description`, { name: asking.report.reported.name })}
          confirmLabel={t(`reports.actions.${asking.action}`)}
          confirmIcon={actionIcons[asking.action]}
          busy={busyId !== null}
          error={asking.error}
          initialReason={asking.action === 'block' ? asking.report.reason : ''}
          onConfirm={(reason) => void run(asking.report, asking.action, reason)}
          onCancel={() => {
            const opener = `report-${asking.report.id}-${asking.action}`;
            flushSync(() => setAsking(null));
            document.getElementById(opener)?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
