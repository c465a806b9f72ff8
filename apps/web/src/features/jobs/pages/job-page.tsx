// /app/jobs/{id}: one job in full (where the job SMS leads). A worker applies or withdraws, shares it on
// WhatsApp or reports it; once hired, the Employer's profile is where they rate them. The job's own Employer
// gets a way to its applicants instead.
import { personName } from '@kaamsetu/contract';
import '../../../components/trust/trust.css';
import '../jobs.css';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/get-session';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { isJobMissing, useJob } from '../api/get-job';
import { ApplyButton } from '../components/apply-button';
import { JobCard } from '../components/job-card';
import { ReportJob } from '../components/report-job';
import { ShareJob } from '../components/share-job';
import { PersonIcon } from '../../../components/ui/icons';

export default function JobPage() {
  const { t } = useTranslation('jobs');
  useTranslation('reviews');
  useTranslation('trades');
  const { jobId = '' } = useParams();
  const answer = useJob(jobId);
  const session = useSession();
  const job = answer.data?.job;
  useDocumentTitle(job?.title ?? t('feed.title'));

  if (!job) {
    if (answer.isPending) return <PageLoading />;
    return (
      <section aria-labelledby="job-title" className="jobs-page">
        <h1 id="job-title">{t('feed.title')}</h1>
        <p role="alert">{isJobMissing(answer.error) ? t('job.notFound') : t('job.loadFailed')}</p>
        {isJobMissing(answer.error) ? null : (
          <button type="button" className="button button-secondary" onClick={() => void answer.refetch()}>
            {t('job.retry')}
          </button>
        )}
        <p>
          <Link to={paths.app.jobs}>{t('job.backToJobs')}</Link>
        </p>
      </section>
    );
  }

  const viewer = session.data?.user;
  const ownJob = viewer?.id === job.employer.id;
  const worker = viewer?.userType === 'Labourer';

  return (
    <section className="jobs-page job-page">
      <JobCard job={job} to={null} level={1}>
        <h2 className="job-details-title">{t('job.details')}</h2>
        <p className="job-description">{job.description || t('job.noDescription')}</p>
        {job.contactHours ? <p>{t('card.contactHours', { hours: job.contactHours })}</p> : null}
        {worker ? (
          <div className="job-actions">
            <ApplyButton job={job} />
            <ShareJob job={job} />
          </div>
        ) : null}
        {worker && job.myApplication === 'hired' ? (
          <p className="job-hired-note">
            {t('job.hiredNote')}{' '}
            <Link to={paths.app.profilePage(job.employer.id)}>
              {t('job.rateEmployer', { name: personName(job.employer.name) })}
            </Link>
          </p>
        ) : null}
        {ownJob ? (
          <p>
            <Link className="button button-primary" to={paths.app.jobApplicants(job.id)}>
              <PersonIcon />
              {t('job.applicants')}
            </Link>
          </p>
        ) : null}
      </JobCard>
      {worker ? <ReportJob jobId={job.id} /> : null}
      <p>
        <Link to={worker ? paths.app.jobs : paths.app.myJobs}>{worker ? t('job.backToJobs') : t('mine.title')}</Link>
      </p>
    </section>
  );
}
