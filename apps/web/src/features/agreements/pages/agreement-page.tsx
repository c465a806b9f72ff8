// /app/agreements/{id}: one work agreement in full. Its terms and the other person (with their rating), where it
// stands and what happens next, "₹X secured for this work" for the worker while KaamSetu holds the wage, the
// steps the reader's side can take now, the two sides of a dispute, and the timeline of everything that happened.
import { personName } from '@kaamsetu/contract';
import '../agreements.css';
import { Link, useParams } from 'react-router';
import type { Agreement } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/rupees';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { ShieldCheckIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { isAgreementMissing, useAgreement } from '../api/get-agreement';
import { nextStepNotice, otherParty } from '../agreement-text';
import { AgreementActions } from '../components/agreement-actions';
import { AgreementFacts } from '../components/agreement-facts';
import { AgreementStatements } from '../components/agreement-statements';
import { AgreementTimeline } from '../components/agreement-timeline';
import { WorkOrderDownload } from '../components/work-order-download';

export default function AgreementPage() {
  const { t } = useTranslation('agreements');
  // The other person's stars read the reviews catalogue: loaded with the page, not after it.
  useTranslation('reviews');
  const { agreementId = '' } = useParams();
  const answer = useAgreement(agreementId);
  const agreement = answer.data?.agreement;
  const missing = isAgreementMissing(answer.error);
  useDocumentTitle(agreement?.title ?? (missing ? t('detail.notFound') : t('detail.title')));

  if (agreement) return <AgreementView agreement={agreement} />;
  return (
    <section className="agreements-page narrow" aria-labelledby="agreement-title">
      <h1 id="agreement-title">{missing ? t('detail.notFound') : t('detail.title')}</h1>
      {missing ? null : answer.isError ? <LoadFailed t={t} onRetry={() => void answer.refetch()} /> : <PageLoading />}
      <p>
        <Link to={paths.app.agreements}>{t('detail.backToList')}</Link>
      </p>
    </section>
  );
}

function AgreementView({ agreement }: { agreement: Agreement }) {
  const { t, language } = useTranslation('agreements');
  const next = nextStepNotice(agreement, language);
  const name = personName(otherParty(agreement).name);
  const asked = agreement.cancelAskedBy;
  return (
    <article className="agreements-page agreement-page narrow" aria-labelledby="agreement-title">
      <h1 id="agreement-title">{agreement.title}</h1>
      <p className={`agreement-status agreement-status-${agreement.status}`}>{t(`status.${agreement.status}`)}</p>
      {next ? <p className="agreement-next">{t(next.key, next.values)}</p> : null}
      {asked && agreement.status !== 'cancelled' ? (
        <p className="agreement-cancel-asked">
          {asked === agreement.you ? t('cancel.youAsked', { name }) : t('cancel.otherAsked', { name })}
        </p>
      ) : null}
      {agreement.you === 'worker' && agreement.heldPaise > 0 ? (
        <p className="agreement-secured">
          <ShieldCheckIcon />
          {t('detail.secured', { amount: formatPrice(agreement.heldPaise, language) })}
        </p>
      ) : null}
      <AgreementFacts agreement={agreement} />
      {agreement.description ? (
        <section className="agreement-section" aria-labelledby="agreement-about-title">
          <h2 id="agreement-about-title">{t('detail.about')}</h2>
          <p className="agreement-description">{agreement.description}</p>
        </section>
      ) : null}
      <AgreementActions agreement={agreement} />
      <AgreementStatements agreement={agreement} />
      <AgreementTimeline agreement={agreement} />
      <WorkOrderDownload agreementId={agreement.id} />
      <p>
        <Link to={paths.app.agreements}>{t('detail.backToList')}</Link>
      </p>
    </article>
  );
}
