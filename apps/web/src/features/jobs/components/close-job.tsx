// Close job: the Employer says why (workers found, or the work is off); the post leaves the workers' feeds.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { jobCloseReasons, type Job } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { CrossIcon } from '../../../components/ui/icons';
import { useCloseJob } from '../api/close-job';
import { jobRefusal } from '../job-text';

export function CloseJob({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  const close = useCloseJob();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  const [closed, setClosed] = useState<Notice | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const questionId = `close-${job.id}-question`;

  async function send(reason: (typeof jobCloseReasons)[number]) {
    setError(null);
    try {
      await close.mutateAsync({ jobId: job.id, reason });
      setAsking(false);
      setClosed({ key: 'close.closed' });
    } catch (caught) {
      setError(jobRefusal(caught, 'close.failed'));
    }
  }

  const canClose = job.status === 'open' || job.status === 'held';
  return (
    <div className="job-close">
      {canClose && asking ? (
        <div role="group" aria-labelledby={questionId} className="job-close-question">
          <p id={questionId} tabIndex={-1}>
            {t('close.question')}
          </p>
          <div className="job-actions">
            {jobCloseReasons.map((reason) => (
              <button
                key={reason}
                type="button"
                className="button button-secondary"
                disabled={close.isPending}
                onClick={() => void send(reason)}
              >
                {t(`close.${reason}`)}
              </button>
            ))}
            <button
              type="button"
              className="link-button"
              disabled={close.isPending}
              onClick={() => {
                flushSync(() => setAsking(false));
                openerRef.current?.focus();
              }}
            >
              {t('close.cancel')}
            </button>
          </div>
        </div>
      ) : canClose ? (
        <button
          ref={openerRef}
          type="button"
          className="button button-secondary"
          onClick={() => {
            flushSync(() => setAsking(true));
            document.getElementById(questionId)?.focus();
          }}
        >
          <CrossIcon />
          {t('close.open')}
        </button>
      ) : null}
      <FormError t={t} notice={error} />
      <FormStatus t={t} notice={closed} />
    </div>
  );
}
