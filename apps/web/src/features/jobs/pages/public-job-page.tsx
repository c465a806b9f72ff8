// /jobs/{id}: a job as a WhatsApp share opens it, without signing in: the facts, and the way into the app to
// apply (sign-in first when needed).
import '../../../components/trust/trust.css';
import '../jobs.css';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Job, JobResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { JobCard } from '../components/job-card';
import { ArrowRightIcon } from '../../../components/ui/icons';

export default function PublicJobPage() {
  const { t } = useTranslation('jobs');
  useTranslation('reviews');
  useTranslation('trades');
  const { jobId = '' } = useParams();
  const [job, setJob] = useState<Job | null | 'failed'>(null);
  useDocumentTitle(job && job !== 'failed' ? job.title : t('feed.title'));

  useEffect(() => {
    let current = true;
    apiFetch<JobResponse>(`/api/public/jobs/${encodeURIComponent(jobId)}`).then(
      (answer) => current && setJob(answer.job),
      () => current && setJob('failed'),
    );
    return () => {
      current = false;
    };
  }, [jobId]);

  if (job === null) return <PageLoading />;
  if (job === 'failed') {
    return (
      <section aria-labelledby="public-job-title" className="jobs-page narrow">
        <h1 id="public-job-title">{t('feed.title')}</h1>
        <p role="alert">{t('job.notFound')}</p>
      </section>
    );
  }
  return (
    <section className="jobs-page narrow">
      <JobCard job={job} to={null} level={1}>
        <h2 className="job-details-title">{t('job.details')}</h2>
        <p className="job-description">{job.description || t('job.noDescription')}</p>
        {job.status === 'open' ? (
          <p>
            <Link className="button button-primary" to={paths.app.jobPage(job.id)}>
              <ArrowRightIcon />
              {t('public.open')}
            </Link>
          </p>
        ) : (
          <p className="job-status">{t('apply.closed')}</p>
        )}
      </JobCard>
    </section>
  );
}
