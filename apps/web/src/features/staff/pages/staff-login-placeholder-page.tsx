// Stands in for /admin-login and /employee-login until staff sign-in is built.
import { useTranslation } from '../../../i18n/i18n';

export default function StaffLoginPlaceholderPage() {
  const { t } = useTranslation();
  return (
    <section className="narrow">
      <h1>{t('staff.title')}</h1>
      <p role="note">{t('staff.comingSoon')}</p>
    </section>
  );
}
