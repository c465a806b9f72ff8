// The moderation queue: job posts the scam guard held, oldest first, each with why it was held in words and what
// it says; Approve lets it go live (nearby workers are told), Reject needs a reason its Employer reads, and an
// Admin may block the poster (a reason again), which ends all their jobs. Every decision is audited.
import { personName } from '@kaamsetu/contract';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Job } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDate, formatDateTime } from '../../../lib/date-time';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { BlockIcon, CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { ShowMore } from '../../../components/ui/show-more';
import { useDecideStaffJob, type StaffJobAction } from '../api/decide-staff-job';
import { useStaffJobs } from '../api/get-staff-jobs';
import { alreadyHandled, failureNotice } from '../back-office-messages';
import { jobPlaceText, jobTradeText, jobWageText } from '../job-texts';
import { ListStatus } from './list-status';
import { ReasonDialog } from './reason-dialog';

type ReasonAction = Exclude<StaffJobAction, 'approve'>;

const actionIcons: Record<StaffJobAction, ReactNode> = {
  approve: <CheckIcon />,
  reject: <CrossIcon />,
  'block-poster': <BlockIcon />,
};
const actionKeys: Record<StaffJobAction, string> = {
  approve: 'approve',
  reject: 'reject',
  'block-poster': 'blockPoster',
};

interface Asking {
  job: Job;
  action: ReasonAction;
  error: Notice | null;
}

export function HeldJobs({ admin, labelledBy }: { admin: boolean; labelledBy: string }) {
  const { t, language } = useTranslation('backOffice');
  const jobs = useStaffJobs('held');
  const decide = useDecideStaffJob();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const list = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  const actions: readonly StaffJobAction[] = admin ? ['approve', 'reject', 'block-poster'] : ['approve', 'reject'];

  async function run(job: Job, action: StaffJobAction, reason: string) {
    setDone(null);
    setError(null);
    try {
      await decide.mutateAsync({ id: job.id, action, reason });
      flushSync(() => {
        setAsking(null);
        setDone({ key: `jobs.done.${actionKeys[action]}`, values: { title: job.title } });
      });
    } catch (caught) {
      if (action !== 'approve' && !alreadyHandled(caught)) {
        // Still undecided: the dialog stays open with what was typed, and says what went wrong.
        flushSync(() => setAsking({ job, action, error: failureNotice(caught) }));
        return;
      }
      flushSync(() => {
        setAsking(null);
        setError(failureNotice(caught));
      });
    }
    // The card is gone (or the list refreshes): the message above the list is where the reader goes on from.
    statusRef.current?.focus();
  }

  return (
    <>
      <div ref={statusRef} tabIndex={-1} className="staff-job-notices">
        <FormStatus t={t} notice={done} />
        <FormError t={t} notice={error} />
      </div>
      <ListStatus
        t={t}
        error={jobs.isError && !jobs.data ? jobs.error : null}
        pending={jobs.isPending}
        count={list.length}
        emptyText={t('jobs.queueEmpty')}
        countText={t('jobs.queueCount', { count: list.length })}
      />
      {list.length > 0 ? (
        <ul className="staff-list" aria-labelledby={labelledBy}>
          {list.map((job) => {
            const headingId = `held-job-${job.id}`;
            return (
              <li key={job.id} className="staff-card">
                <h2 id={headingId}>{job.title}</h2>
                <p className="staff-job-held-title">{t('jobs.heldBecause')}</p>
                <ul className="staff-job-held-reasons">
                  {(job.heldReasons ?? []).map((reason) => (
                    <li key={reason}>{t(`jobs.heldReasons.${reason}`)}</li>
                  ))}
                </ul>
                <dl className="staff-card-facts">
                  <div>
                    <dt>{t('jobs.trade')}</dt>
                    <dd>{jobTradeText(job, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('jobs.wageLabel')}</dt>
                    <dd>{jobWageText(t, language, job)}</dd>
                  </div>
                  <div>
                    <dt>{t('jobs.place')}</dt>
                    <dd>{jobPlaceText(t, job)}</dd>
                  </div>
                  <div>
                    <dt>{t('jobs.startsOn')}</dt>
                    <dd>{formatDate(`${job.startsOn}T12:00:00`, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('jobs.workers')}</dt>
                    <dd>{job.workers}</dd>
                  </div>
                  <div>
                    <dt>{t('jobs.employer')}</dt>
                    <dd>
                      {job.employer.companyName
                        ? t('jobs.employerWithCompany', {
                            name: personName(job.employer.name),
                            company: job.employer.companyName,
                          })
                        : personName(job.employer.name)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('jobs.posted')}</dt>
                    <dd>{formatDateTime(job.createdAt, language)}</dd>
                  </div>
                  {job.contactHours ? (
                    <div>
                      <dt>{t('jobs.contactHours')}</dt>
                      <dd>{job.contactHours}</dd>
                    </div>
                  ) : null}
                  {job.description ? (
                    <div>
                      <dt>{t('jobs.description')}</dt>
                      <dd className="staff-job-description">{job.description}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className="staff-card-actions">
                  {actions.map((action, index) => (
                    <button
                      key={action}
                      id={`${headingId}-${action}`}
                      type="button"
                      className={`button ${index === 0 ? 'button-primary' : action === 'block-poster' ? 'button-danger' : 'button-secondary'}`}
                      aria-describedby={headingId}
                      disabled={decide.isPending}
                      onClick={() =>
                        action === 'approve' ? void run(job, action, '') : setAsking({ job, action, error: null })
                      }
                    >
                      {actionIcons[action]}
                      {t(`jobs.actions.${actionKeys[action]}`)}
                    </button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ShowMore pages={jobs} label={t('transactions.showMore')} loadingLabel={t('transactions.loadingMore')} />
      {asking ? (
        <ReasonDialog
          t={t}
          id="held-job-reason"
          title={t(`jobs.dialog.${actionKeys[asking.action]}Title`, { title: asking.job.title })}
          description={t(`jobs.dialog.${actionKeys[asking.action]}Description`, {
            name: personName(asking.job.employer.name),
          })}
          confirmLabel={t(`jobs.actions.${actionKeys[asking.action]}`)}
          confirmIcon={actionIcons[asking.action]}
          busy={decide.isPending}
          error={asking.error}
          reasonRequired
          onConfirm={(reason) => void run(asking.job, asking.action, reason)}
          onCancel={() => {
            const opener = `held-job-${asking.job.id}-${asking.action}`;
            flushSync(() => setAsking(null));
            document.getElementById(opener)?.focus();
          }}
        />
      ) : null}
    </>
  );
}
