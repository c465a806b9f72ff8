// /app/my-jobs/{id}/edit: the Employer changes an open or waiting post (the scam guard reads it again).
import '../jobs.css';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { PencilIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useEditJob } from '../api/edit-job';
import { isJobMissing, useJob } from '../api/get-job';
import { JobForm, jobFormOf } from '../components/job-form';

export default function EditJobPage() {
  const { t } = useTranslation('jobs');
  useTranslation('trades');
  useDocumentTitle(t('edit.title'));
  const { jobId = '' } = useParams();
  const answer = useJob(jobId);
  const edit = useEditJob();
  const job = answer.data?.job;

  let body;
  if (!job) {
    body = answer.isPending ? (
      <PageLoading />
    ) : isJobMissing(answer.error) ? (
      <p role="alert">{t('job.notFound')}</p>
    ) : (
      <LoadFailed t={t} onRetry={() => void answer.refetch()} />
    );
  } else if (job.status !== 'open' && job.status !== 'held') {
    body = <p role="alert">{t('edit.notEditable')}</p>;
  } else {
    body = (
      <JobForm
        // Filled once from the job as loaded; later refreshes do not overwrite what is being typed.
        key={job.id}
        initial={jobFormOf(job)}
        submitLabel={t('edit.submit')}
        busyLabel={t('edit.sending')}
        failedKey="edit.failed"
        icon={<PencilIcon />}
        send={async (data) => {
          // A field emptied in the form clears it on the job: sent as empty (or no days), not left out.
          const body = {
            ...data,
            description: data.description ?? '',
            contactHours: data.contactHours ?? '',
            days: data.days ?? null,
          };
          await edit.mutateAsync({ jobId: job.id, body });
          return { key: 'edit.saved' };
        }}
      />
    );
  }

  return (
    <section aria-labelledby="edit-job-title" className="jobs-page">
      <h1 id="edit-job-title">{t('edit.title')}</h1>
      {body}
      <p>
        <Link to={paths.app.jobApplicants(jobId)}>{t('mine.open')}</Link>
      </p>
    </section>
  );
}
