// One queue of reported profiles: open reports (Escalate to Admin, Reject) or, for Admins, escalated ones
// (Block profile, Dismiss). "Asked me for money" reports come first, marked, with due process: Warn, Clear and
// (Admins) Suspend. A report about a review shows the review, which staff can hide. A decided report leaves the
// list at once; when someone else decided first (409) their answer is shown and the list is asked again.
import '../../../components/ui/badge.css';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { ArrowUpIcon, BlockIcon, CheckIcon, CrossIcon, FlagIcon } from '../../../components/ui/icons';
import { serverMessageOf } from '../../../lib/api-client';
import { safetyMessages, personName } from '@kaamsetu/contract';
import { safetyNotice } from '../safety-notices';
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
  warn: <FlagIcon />,
  suspend: <BlockIcon />,
  clear: <CheckIcon />,
};

/** Due process, offered on money-demand reports in either queue; suspending is the Admins'. */
const dueProcessActions = (admin: boolean): readonly ReportAction[] =>
  admin ? ['warn', 'suspend', 'clear'] : ['warn', 'clear'];
const dueProcess: ReadonlySet<ReportAction> = new Set(['warn', 'suspend', 'clear']);

/** Decisions that ask why first; the reason is kept in the audit trail (and, for a warning, shown to the person). */
const askReason: ReadonlySet<ReportAction> = new Set(['reject', 'block', 'warn', 'suspend', 'clear']);

/** A 409 that is a rule (warn before suspending), not someone else deciding first: the report stays. */
function refusedByRule(caught: unknown): boolean {
  const text = serverMessageOf(caught);
  return text === safetyMessages.warnFirst || text === safetyMessages.alreadySuspended;
}

interface Asking {
  report: StaffReport;
  action: ReportAction;
  error: Notice | null;
}

/** `admin`: the signed-in staff member is an Admin (they may also suspend). */
export function ReportQueue({ queue, admin = false }: { queue: Queue; admin?: boolean }) {
  const { t, language } = useTranslation('backOffice');
  const { t: ts } = useTranslation('safety');
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

  function failureOf(caught: unknown): Notice {
    const text = serverMessageOf(caught);
    return (text && safetyNotice(ts, text)) || failureNotice(caught);
  }

  async function run(report: StaffReport, action: ReportAction, reason?: string) {
    setBusyId(report.id);
    setStatus(null);
    setError(null);
    try {
      const answer = await decide.mutateAsync({ id: report.id, action, ...(reason === undefined ? {} : { reason }) });
      drop(report.id);
      setAsking(null);
      setStatus(safetyNotice(ts, answer.message) ?? serverNotice(answer.message));
    } catch (caught) {
      const handled = alreadyHandled(caught) && !refusedByRule(caught);
      if (reason !== undefined && !handled) {
        // Still undecided: the dialog stays open with the reason typed, and says what went wrong.
        flushSync(() => {
          setBusyId(null);
          setAsking({ report, action, error: failureOf(caught) });
        });
        return;
      }
      if (handled) drop(report.id);
      setAsking(null);
      setError(failureOf(caught));
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
            const moneyDemand = report.kind === 'money-demand';
            const actions = [...(moneyDemand ? dueProcessActions(admin) : []), ...queueActions[queue]];
            return (
              <li key={report.id} className={`staff-card${moneyDemand ? ' staff-card-urgent' : ''}`}>
                <h3 id={headingId}>
                  {t('reports.reportId', { id: report.id })}
                  {moneyDemand ? (
                    <>
                      {' '}
                      <span className="badge badge-blocked">{ts('staff.moneyDemand')}</span>
                    </>
                  ) : null}
                </h3>
                {moneyDemand ? <p>{ts('staff.moneyDemandNote')}</p> : null}
                <dl className="staff-card-facts">
                  <div>
                    <dt>{t('reports.reported')}</dt>
                    <dd>
                      {t('reports.person', {
                        name: personName(report.reported.name),
                        role: t(`roles.${report.reported.userType}`),
                      })}
                      {report.reported.blocked ? (
                        <span className="badge badge-blocked">{t('person.blocked')}</span>
                      ) : null}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('reports.reporter')}</dt>
                    <dd>{personName(report.reporter.name)}</dd>
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
                  {actions.map((action, index) => (
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
                      {dueProcess.has(action) ? ts(`staff.actions.${action}`) : t(`reports.actions.${action}`)}
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
          title={(dueProcess.has(asking.action) ? ts : t)(
            `${dueProcess.has(asking.action) ? 'staff' : 'reports'}.dialog.${asking.action}Title`,
            { id: asking.report.id },
          )}
          description={(dueProcess.has(asking.action) ? ts : t)(
            `${dueProcess.has(asking.action) ? 'staff' : 'reports'}.dialog.${asking.action}Description`,
            { name: personName(asking.report.reported.name) },
          )}
          confirmLabel={
            dueProcess.has(asking.action) ? ts(`staff.actions.${asking.action}`) : t(`reports.actions.${asking.action}`)
          }
          reasonRequired={dueProcess.has(asking.action)}
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
