// /all-jobs: every job post, newest first, 50 at a time, or only those of one status (kept in the address,
// ?status=, so Back and a reload show the same rows). Held posts are decided in the moderation queue.
import '../back-office.css';
import { Link, useSearchParams } from 'react-router';
import { jobStatuses, type Job, type JobStatus, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/date-time';
import { SelectField } from '../../../components/ui/form-field';
import { ShowMore } from '../../../components/ui/show-more';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useStaffJobs } from '../api/get-staff-jobs';
import { DataTable, type DataColumn } from '../components/data-table';
import { ListStatus } from '../components/list-status';
import { jobPlaceText, jobTradeText, jobWageText } from '../job-texts';

function statusOf(value: string | null): JobStatus | undefined {
  return (jobStatuses as readonly string[]).includes(value ?? '') ? (value as JobStatus) : undefined;
}

export default function AllJobsPage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  const title = staffT('actions.allJobs');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const jobs = useStaffJobs(status);
  const rows = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];

  const columns: DataColumn<Job>[] = [
    { key: 'posted', label: t('jobs.posted'), cell: (job) => formatDateTime(job.createdAt, language) },
    {
      key: 'job',
      label: t('jobs.job'),
      cell: (job) => (
        <>
          <span className="cell-line">{job.title}</span>
          <span className="cell-line">{jobTradeText(job, language)}</span>
        </>
      ),
    },
    {
      key: 'employer',
      label: t('jobs.employer'),
      cell: (job) => (
        <>
          <span className="cell-line">{personName(job.employer.name)}</span>
          {job.employer.companyName ? <span className="cell-line">{job.employer.companyName}</span> : null}
        </>
      ),
    },
    { key: 'wage', label: t('jobs.wageLabel'), cell: (job) => jobWageText(t, language, job) },
    {
      key: 'place',
      label: t('jobs.place'),
      cell: (job) => (
        <>
          <span className="cell-line">{jobPlaceText(t, job)}</span>
          <span className="cell-line">
            {t('jobs.startsOnDate', { date: formatDate(`${job.startsOn}T12:00:00`, language) })}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      label: t('jobs.status'),
      cell: (job) => (
        <>
          <span className="cell-line">{t(`jobs.statuses.${job.status}`)}</span>
          {job.rejectionReason ? (
            <span className="cell-line">{t('jobs.rejectedBecause', { reason: job.rejectionReason })}</span>
          ) : null}
          {job.applicants !== undefined ? (
            <span className="cell-line">{t('jobs.applicants', { count: job.applicants })}</span>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="all-jobs-title">
      <h1 id="all-jobs-title">{title}</h1>
      <p>{t('jobs.tableIntro')}</p>
      <p>
        <Link to={paths.staff.jobModeration}>{staffT('actions.jobModeration')}</Link>
      </p>
      <SelectField
        id="all-jobs-status"
        label={t('jobs.show')}
        value={status ?? 'all'}
        onChange={(event) => setParams(event.target.value === 'all' ? {} : { status: event.target.value })}
      >
        <option value="all">{t('jobs.statuses.all')}</option>
        {jobStatuses.map((option) => (
          <option key={option} value={option}>
            {t(`jobs.statuses.${option}`)}
          </option>
        ))}
      </SelectField>
      <ListStatus
        t={t}
        error={jobs.isError && !jobs.data ? jobs.error : null}
        pending={jobs.isPending}
        count={rows.length}
        emptyText={t('jobs.tableEmpty')}
        countText={t(jobs.hasNextPage ? 'jobs.shownMore' : 'jobs.shown', { count: rows.length })}
      />
      {rows.length > 0 ? <DataTable caption={title} columns={columns} rows={rows} rowKey={(job) => job.id} /> : null}
      <ShowMore pages={jobs} label={t('transactions.showMore')} loadingLabel={t('transactions.loadingMore')} />
    </section>
  );
}
