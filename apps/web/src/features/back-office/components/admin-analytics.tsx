// The Admin dashboard's cards (spec §2), counted live by the server (at most 30 s old): people, active
// Employees and the work waiting for staff. Each card opens the screen where that work is done.
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/i18n';
import { FormError } from '../../../components/ui/form-notice';
import { useAnalytics, type AdminAnalytics as Counts } from '../api/get-analytics';
import { failureNotice } from '../back-office-messages';
import { numberFormat } from '../../../lib/intl-locale';

type Figure = Exclude<keyof Counts, 'success'>;

const cards: readonly { figure: Figure; to: string }[] = [
  { figure: 'labourers', to: paths.staff.searchModifyLabourer },
  { figure: 'employers', to: paths.staff.searchModifyEmployer },
  { figure: 'activeEmployees', to: paths.staff.modifyEmployee },
  { figure: 'openReports', to: paths.staff.reportProfiles },
  { figure: 'escalatedReports', to: paths.staff.reportProfiles },
  { figure: 'pendingMediation', to: paths.staff.mediationRequests },
  { figure: 'pendingPayouts', to: paths.staff.incompleteTransactions },
  { figure: 'incompleteProfiles', to: paths.staff.incompleteProfiles },
];

export function AdminAnalytics() {
  const { t, language } = useTranslation('backOffice');
  const analytics = useAnalytics();
  const number = numberFormat(language);

  return (
    <section className="analytics" aria-labelledby="analytics-title">
      <h2 id="analytics-title">{t('analytics.title')}</h2>
      <p className="field-hint">{t('analytics.hint')}</p>
      {analytics.isError ? (
        <FormError t={t} notice={failureNotice(analytics.error)} />
      ) : analytics.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <ul className="analytics-cards">
          {cards.map(({ figure, to }) => (
            <li key={figure}>
              <Link to={to} className="analytics-card">
                <span className="analytics-figure">{number.format(analytics.data[figure])}</span>
                <span className="analytics-label">{t(`analytics.figures.${figure}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
