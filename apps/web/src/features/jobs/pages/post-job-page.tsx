// /app/post-job: an Employer posts a job. Afterwards the page says whether it is live (nearby workers are being
// told) or waits for a quick check by staff, in the reader's language, with the way to their jobs.
import '../jobs.css';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { jobMessages, type PostJobResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { messageKeyOf } from '../../../lib/contract-messages';

import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { usePostJob } from '../api/post-job';
import { emptyJobForm, JobForm } from '../components/job-form';
import { ArrowRightIcon, SendIcon } from '../../../components/ui/icons';

function PostedJob({ posted, onAnother }: { posted: PostJobResponse; onAnother: () => void }) {
  const { t } = useTranslation('jobs');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const live = posted.job.status === 'open';
  const key = messageKeyOf(jobMessages, posted.message);
  return (
    <div className={`job-posted ${live ? 'job-posted-live' : 'job-posted-held'}`}>
      <h2 ref={headingRef} id="job-posted-title" tabIndex={-1}>
        {live ? t('post.liveTitle') : t('post.heldTitle')}
      </h2>
      <p role="status">{key ? t(`messages.${key}`) : posted.message}</p>
      <div className="job-actions">
        <Link className="button button-primary" to={paths.app.jobApplicants(posted.job.id)}>
          <ArrowRightIcon />
          {t('post.seeMyJobs')}
        </Link>
        <button type="button" className="button button-secondary" onClick={onAnother}>
          {t('post.postAnother')}
        </button>
      </div>
    </div>
  );
}

export default function PostJobPage() {
  const { t } = useTranslation('jobs');
  useTranslation('trades');
  useDocumentTitle(t('post.title'));
  const post = usePostJob();
  const [posted, setPosted] = useState<PostJobResponse | null>(null);
  // A new form each time "Post another job" is pressed.
  const [round, setRound] = useState(0);

  return (
    <section aria-labelledby="post-job-title" className="jobs-page">
      <h1 id="post-job-title">{t('post.title')}</h1>
      {posted ? (
        <PostedJob
          posted={posted}
          onAnother={() => {
            flushSync(() => {
              setPosted(null);
              setRound((current) => current + 1);
            });
            document.getElementById('job-title')?.focus();
          }}
        />
      ) : (
        <>
          <p className="field-hint">{t('post.intro')}</p>
          <JobForm
            key={round}
            initial={emptyJobForm()}
            submitLabel={t('post.submit')}
            busyLabel={t('post.sending')}
            failedKey="post.failed"
            icon={<SendIcon />}
            send={async (data) => {
              const answer = await post.mutateAsync(data);
              flushSync(() => setPosted(answer));
              document.getElementById('job-posted-title')?.focus();
            }}
          />
        </>
      )}
    </section>
  );
}
