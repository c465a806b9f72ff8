// Report job: a reason from a short list (sent in English, so staff read one language) and, to say more, free
// text; staff find it in the reports queue. Opens in place under the job.
import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../i18n/i18n';
import { FormStatus, type Notice } from '../../../components/ui/form-notice';
import { FlagIcon } from '../../../components/ui/icons';
import { PageLoading } from '../../../components/ui/page-loading';

// The form, and the schema it checks with, load only when a worker opens it: the job page's first paint must not
// carry zod (issue 19).
const ReportJobForm = lazy(() => import('./report-job-form'));

export function ReportJob({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Notice | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  function close() {
    flushSync(() => setOpen(false));
    openerRef.current?.focus();
  }

  return (
    <div className="job-report">
      {open ? (
        <Suspense fallback={<PageLoading />}>
          <ReportJobForm
            jobId={jobId}
            onCancel={close}
            onDone={(notice) => {
              setSent(notice);
              close();
            }}
          />
        </Suspense>
      ) : sent ? null : (
        <button ref={openerRef} type="button" className="link-button" onClick={() => setOpen(true)}>
          <FlagIcon />
          {t('report.open')}
        </button>
      )}
      <FormStatus t={t} notice={sent} />
    </div>
  );
}
