// /app/my-jobs/{id}: one of the Employer's jobs with its applicants, and changing or closing it.
import '../../../components/trust/trust.css';
import '../jobs.css';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useApplicants } from '../api/get-applicants';
import { isJobMissing, useJob } from '../api/get-job';
import { ApplicantList } from '../components/applicant-list';
import { CloseJob } from '../components/close-job';
import { JobCard } from '../components/job-card';

export default function JobApplicantsPage() {
  const { t } = useTranslation('jobs');
  useTranslation('reviews');
  useTranslation('trust');
  useTranslation('trades');
  const { jobId = '' } = useParams();
  const answer = useJob(jobId);
  const applicants = useApplicants(jobId);
  const job = answer.data?.job;
  useDocumentTitle(job?.title ?? t('applicants.title'));

  if (!job) {
    if (answer.isPending) return <PageLoading />;
    return (
      <section aria-labelledby="applicants-page-title" className="jobs-page">
        <h1 id="applicants-page-title">{t('mine.title')}</h1>
        {isJobMissing(answer.error) ? (
          <p role="alert">{t('job.notFound')}</p>
        ) : (
          <LoadFailed t={t} onRetry={() => void answer.refetch()} />
        )}
        <p>
          <Link to={paths.app.myJobs}>{t('mine.title')}</Link>
        </p>
      </section>
    );
  }

  const list = applicants.data?.applicants ?? [];
  return (
    <section className="jobs-page">
      <JobCard
        job={job}
        to={null}
        level={1}
        status={<p className={`job-status job-status-${job.status}`}>{t(`status.${job.status}`)}</p>}
      >
        {job.status === 'open' || job.status === 'held' ? (
          <p>
            <Link className="button button-secondary" to={paths.app.editJob(job.id)}>
              {t('mine.edit')}
            </Link>
          </p>
        ) : null}
        <CloseJob job={job} />
      </JobCard>
      <h2 id="applicants-title">{t('applicants.title')}</h2>
      {applicants.isError ? <LoadFailed t={t} onRetry={() => void applicants.refetch()} /> : null}
      <p className="search-status" role="status">
        {applicants.isPending
          ? t('applicants.loading')
          : applicants.isSuccess && list.length === 0
            ? t('applicants.empty')
            : null}
      </p>
      {list.length > 0 ? <ApplicantList jobId={job.id} applicants={list} /> : null}
      <p>
        <Link to={paths.app.myJobs}>{t('mine.title')}</Link>
      </p>
    </section>
  );
}
