// The worker's one tap on a job: Apply, or Withdraw once applied; after a decision, what was decided. The
// refusal or the confirmation shows under the button, in the reader's language.
import { useState } from 'react';
import type { Job } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { useApplication } from '../api/apply-for-job';
import { jobRefusal } from '../job-text';
import { jobTitleId } from './job-card';

export function ApplyButton({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  const application = useApplication();
  const [error, setError] = useState<Notice | null>(null);
  const [done, setDone] = useState<Notice | null>(null);
  const busy = application.isPending;
  const mine = job.myApplication ?? null;

  async function send(apply: boolean) {
    if (busy) return;
    setError(null);
    setDone(null);
    try {
      await application.mutateAsync({ jobId: job.id, apply });
      setDone({ key: apply ? 'apply.applied' : 'apply.withdrawn' });
    } catch (caught) {
      setError(jobRefusal(caught, 'apply.failed'));
    }
  }

  let action;
  if (mine === 'hired' || mine === 'not-hired') {
    action = <p className={`job-status job-status-${mine}`}>{t(`status.${mine}`)}</p>;
  } else if (mine === 'applied') {
    action = (
      <button
        type="button"
        className="button button-secondary"
        aria-describedby={jobTitleId(job)}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void send(false)}
      >
        <CrossIcon />
        {busy ? t('apply.withdrawing') : t('apply.withdraw')}
      </button>
    );
  } else if (job.status === 'open') {
    action = (
      <button
        type="button"
        className="button button-primary job-apply"
        aria-describedby={jobTitleId(job)}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void send(true)}
      >
        <CheckIcon />
        {busy ? t('apply.applying') : t('apply.apply')}
      </button>
    );
  } else {
    action = <p className="job-status">{t('apply.closed')}</p>;
  }

  return (
    <div className="job-apply-row">
      {action}
      <FormError t={t} notice={error} />
      <FormStatus t={t} notice={done} />
    </div>
  );
}
