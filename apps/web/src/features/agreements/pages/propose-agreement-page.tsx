// /app/agreements/new?workerId=: an Employer proposes paid work to a worker, from the worker's profile. The
// server accepts it only after an engagement with the worker (their number seen, a hire, a Hire Now marked
// done) and says so otherwise. Once proposed, the agreement's own page opens.
import '../../../components/trust/trust.css';
import '../agreements.css';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/get-session';
import { StarRating } from '../../../components/trust/star-rating';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useWorker } from '../api/get-worker';
import { ProposalForm } from '../components/proposal-form';
import { isWorkerId } from '../worker-id';

export default function ProposeAgreementPage() {
  const { t } = useTranslation('agreements');
  useTranslation('reviews');
  useDocumentTitle(t('propose.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const workerId = params.get('workerId') ?? '';
  const knownWorker = isWorkerId(workerId);
  const isEmployer = useSession().data?.user.userType === 'Employer';
  const worker = useWorker(knownWorker && isEmployer ? workerId : undefined).data?.profile;

  return (
    <section aria-labelledby="propose-title" className="agreements-page narrow">
      <h1 id="propose-title">{t('propose.title')}</h1>
      {!isEmployer ? (
        <p role="alert">{t('messages.onlyEmployers')}</p>
      ) : !knownWorker ? (
        <>
          <p>{t('propose.noWorker')}</p>
          <p>
            <Link to={paths.app.home}>{t('list.findWorkers')}</Link>
          </p>
        </>
      ) : (
        <>
          {worker ? (
            <p className="agreement-offer">
              {t('propose.to', { name: personName(worker.name) })} <StarRating rating={worker.rating} />
            </p>
          ) : null}
          <p className="field-hint">{t('propose.intro')}</p>
          <ProposalForm
            workerId={workerId}
            onProposed={(agreement) => void navigate(paths.app.agreementPage(agreement.id))}
          />
        </>
      )}
    </section>
  );
}
