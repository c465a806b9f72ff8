// /app/agreements: the reader's work agreements, on their own side (an Employer's offers, a worker's paid work),
// newest first, 20 at a time with Show more; for a worker, what KaamSetu holds for their work now. An Employer
// proposes new paid work from a worker's profile.
import '../agreements.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/get-session';
import { formatPrice } from '../../../lib/rupees';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ShieldCheckIcon } from '../../../components/ui/icons';
import { ShowMore } from '../../../components/ui/show-more';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAgreements } from '../api/get-agreements';
import { AgreementCard } from '../components/agreement-card';

export default function AgreementsPage() {
  const { t, language } = useTranslation('agreements');
  useDocumentTitle(t('list.title'));
  const userType = useSession().data?.user.userType;
  const role = userType === undefined ? undefined : userType === 'Employer' ? 'employer' : 'worker';
  const answer = useAgreements(role);
  const items = answer.data?.pages.flatMap((page) => page.items) ?? [];
  const securedPaise = answer.data?.pages[0]?.securedPaise ?? 0;

  return (
    <section aria-labelledby="agreements-title" className="agreements-page">
      <h1 id="agreements-title">{t('list.title')}</h1>
      {role ? <p className="field-hint">{t(role === 'employer' ? 'list.introEmployer' : 'list.introWorker')}</p> : null}
      {role === 'worker' && securedPaise > 0 ? (
        <p className="agreement-secured">
          <ShieldCheckIcon />
          {t('list.secured', { amount: formatPrice(securedPaise, language) })}
        </p>
      ) : null}
      {answer.isError && items.length === 0 ? (
        <LoadFailed t={t} onRetry={() => void answer.refetch()} />
      ) : (
        <p className="search-status" role="status">
          {answer.isPending
            ? t('list.loading')
            : items.length === 0
              ? t(role === 'employer' ? 'list.emptyEmployer' : 'list.emptyWorker')
              : null}
        </p>
      )}
      {role === 'employer' && answer.isSuccess && items.length === 0 ? (
        <p>
          <Link to={paths.app.home}>{t('list.findWorkers')}</Link>
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="agreement-cards" aria-labelledby="agreements-title">
          {items.map((agreement) => (
            <li key={agreement.id}>
              <AgreementCard agreement={agreement} />
            </li>
          ))}
        </ul>
      ) : null}
      <ShowMore pages={answer} label={t('list.showMore')} loadingLabel={t('list.loadingMore')} />
    </section>
  );
}
