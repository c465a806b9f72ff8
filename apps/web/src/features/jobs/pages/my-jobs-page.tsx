// /app/my-jobs: an Employer's posts, newest first: status, how many applied and were hired, the way to the
// applicants, changing an open post and closing it.
import '../../../components/trust/trust.css';
import '../jobs.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PlusIcon } from '../../../components/ui/icons';
import { ShowMore } from '../../../components/ui/show-more';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useMyJobs } from '../api/get-my-jobs';
import { CloseJob } from '../components/close-job';
import { JobCard, jobTitleId } from '../components/job-card';

export default function MyJobsPage() {
  const { t } = useTranslation('jobs');
  useTranslation('reviews');
  useTranslation('trades');
  useDocumentTitle(t('mine.title'));
  const answer = useMyJobs();
  const jobs = answer.data?.pages.flatMap((page) => page.jobs) ?? [];

  return (
    <section aria-labelledby="my-jobs-title" className="jobs-page">
      <h1 id="my-jobs-title">{t('mine.title')}</h1>
      <p>
        <Link className="button button-primary" to={paths.app.postJob}>
          <PlusIcon />
          {t('mine.post')}
        </Link>
      </p>
      <p>
        <Link to={paths.app.agreements}>{t('paidWork')}</Link>
      </p>
      {answer.isError ? <LoadFailed t={t} onRetry={() => void answer.refetch()} /> : null}
      <p className="search-status" role="status">
        {answer.isPending ? t('mine.loading') : answer.isSuccess && jobs.length === 0 ? t('mine.empty') : null}
      </p>
      {jobs.length > 0 ? (
        <ul className="job-cards" aria-labelledby="my-jobs-title">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                level={2}
                to={paths.app.jobApplicants(job.id)}
                status={
                  <p className={`job-status job-status-${job.status}`}>
                    {t(`status.${job.status}`)}
                    {' · '}
                    {t('mine.applicants', { count: job.applicants ?? 0 })}
                    {job.hired ? (
                      <>
                        {' · '}
                        {t('mine.hired', { count: job.hired })}
                      </>
                    ) : null}
                  </p>
                }
              >
                {job.status === 'rejected' && job.rejectionReason ? (
                  <p>{t('mine.rejected', { reason: job.rejectionReason })}</p>
                ) : null}
                <div className="job-actions">
                  <Link
                    className="button button-secondary"
                    to={paths.app.jobApplicants(job.id)}
                    aria-describedby={jobTitleId(job)}
                  >
                    {t('mine.open')}
                  </Link>
                  {job.status === 'open' || job.status === 'held' ? (
                    <Link
                      className="button button-secondary"
                      to={paths.app.editJob(job.id)}
                      aria-describedby={jobTitleId(job)}
                    >
                      {t('mine.edit')}
                    </Link>
                  ) : null}
                </div>
                <CloseJob job={job} />
              </JobCard>
            </li>
          ))}
        </ul>
      ) : null}
      <ShowMore pages={answer} label={t('mine.showMore')} loadingLabel={t('mine.loadingMore')} />
    </section>
  );
}
