// /app/my-applications: the jobs a worker applied for, newest first, each with its status; withdraw while the
// Employer has not decided (and apply again after that), and after a hire, the way to the Employer's profile to rate them.
import { personName } from '@kaamsetu/contract';
import '../../../components/trust/trust.css';
import '../jobs.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-time';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useMyApplications } from '../api/get-my-applications';
import { ApplyButton } from '../components/apply-button';
import { JobCard } from '../components/job-card';

export default function MyApplicationsPage() {
  const { t, language } = useTranslation('jobs');
  useTranslation('reviews');
  useTranslation('trades');
  useDocumentTitle(t('applications.title'));
  const answer = useMyApplications();
  const applications = answer.data?.applications ?? [];

  return (
    <section aria-labelledby="applications-title" className="jobs-page">
      <h1 id="applications-title">{t('applications.title')}</h1>
      <p>
        <Link to={paths.app.jobs}>{t('applications.findJobs')}</Link>
      </p>
      {answer.isError ? <LoadFailed t={t} onRetry={() => void answer.refetch()} /> : null}
      <p className="search-status" role="status">
        {answer.isPending
          ? t('applications.loading')
          : answer.isSuccess && applications.length === 0
            ? t('applications.empty')
            : null}
      </p>
      {applications.length > 0 ? (
        <ul className="job-cards" aria-labelledby="applications-title">
          {applications.map((application) => {
            const job = { ...application.job, myApplication: application.status };
            return (
              <li key={application.jobId}>
                <JobCard
                  job={job}
                  level={2}
                  status={
                    <p className={`job-status job-status-${application.status}`}>
                      {t(`status.${application.status}`)}
                      <span className="job-status-date">
                        {' · '}
                        {t('applications.appliedOn', { date: formatDate(application.createdAt, language) })}
                      </span>
                    </p>
                  }
                >
                  {/* After a withdrawal the same button stays, saying so and offering to apply again. */}
                  {application.status === 'applied' || application.status === 'withdrawn' ? (
                    <ApplyButton job={job} />
                  ) : null}
                  {application.status === 'hired' ? (
                    <p>
                      <Link to={paths.app.profilePage(job.employer.id)}>
                        {t('job.rateEmployer', { name: personName(job.employer.name) })}
                      </Link>
                    </p>
                  ) : null}
                </JobCard>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
