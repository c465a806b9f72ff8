// /report-profiles: profiles people reported. Employees and Admins escalate or reject open reports; Admins
// also decide the escalated ones (block the profile or dismiss the report).
import '../back-office.css';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ReportQueue } from '../components/report-queue';
import { useStaffMember } from '../components/staff-gate';

export default function ReportProfilesPage() {
  const { t } = useTranslation('staff');
  const staff = useStaffMember();
  useDocumentTitle(t('actions.reportProfiles'));
  return (
    <section aria-labelledby="report-profiles-title">
      <h1 id="report-profiles-title">{t('actions.reportProfiles')}</h1>
      <ReportQueue queue="open" admin={staff.role === 'Admin'} />
      {staff.role === 'Admin' ? <ReportQueue queue="escalated" admin /> : null}
    </section>
  );
}
