// /job-moderation: job posts the scam guard held for staff (Employees and Admins), with Approve, Reject and, for
// Admins, Block poster (components/held-jobs.tsx).
import '../back-office.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useStaffMember } from '../components/staff-gate';
import { HeldJobs } from '../components/held-jobs';

export default function JobModerationPage() {
  const { t: staffT } = useTranslation('staff');
  const { t } = useTranslation('backOffice');
  const title = staffT('actions.jobModeration');
  useDocumentTitle(title);
  const staff = useStaffMember();
  return (
    <section aria-labelledby="job-moderation-title">
      <h1 id="job-moderation-title">{title}</h1>
      <p>{t('jobs.queueIntro')}</p>
      <p>
        <Link to={paths.staff.allJobs}>{staffT('actions.allJobs')}</Link>
      </p>
      <HeldJobs admin={staff.role === 'Admin'} labelledBy="job-moderation-title" />
    </section>
  );
}
