// The agreement's terms and its money at a glance: the wage (and KaamSetu's fee, for the Employer who pays it),
// the start day and days, the other person with their rating, and what is held, paid out and returned so far.
import { personName } from '@kaamsetu/contract';
import '../../../components/trust/trust.css';
import { Link } from 'react-router';
import type { Agreement } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatPrice, formatRupees } from '../../../lib/rupees';
import { StarRating } from '../../../components/trust/star-rating';
import { dayText } from '../agreement-text';

export function AgreementFacts({ agreement }: { agreement: Agreement }) {
  const { t, language } = useTranslation('agreements');
  const parties =
    agreement.you === 'employer'
      ? [{ role: 'worker', party: agreement.worker }]
      : agreement.you === 'worker'
        ? [{ role: 'employer', party: agreement.employer }]
        : [
            { role: 'employer', party: agreement.employer },
            { role: 'worker', party: agreement.worker },
          ];
  return (
    <dl className="agreement-facts">
      <div>
        <dt>{t('facts.wage')}</dt>
        <dd className="agreement-wage">{formatPrice(agreement.amountPaise, language)}</dd>
      </div>
      {agreement.you !== 'worker' && agreement.feePaise > 0 ? (
        <div>
          <dt>{t('facts.fee')}</dt>
          <dd>{formatPrice(agreement.feePaise, language)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('facts.startsOn')}</dt>
        <dd>{dayText(agreement.startsOn, language)}</dd>
      </div>
      <div>
        <dt>{t('facts.days')}</dt>
        <dd>{t('facts.dayCount', { count: agreement.days })}</dd>
      </div>
      {agreement.site ? (
        <div>
          <dt>{t('facts.site')}</dt>
          <dd>{agreement.site}</dd>
        </div>
      ) : null}
      {agreement.hours ? (
        <div>
          <dt>{t('facts.hours')}</dt>
          <dd>{agreement.hours}</dd>
        </div>
      ) : null}
      {parties.map(({ role, party }) => (
        <div key={role}>
          <dt>{t(`facts.${role}`)}</dt>
          <dd className="agreement-party">
            <Link to={paths.app.profilePage(party.id)}>{personName(party.name)}</Link>{' '}
            <StarRating rating={party.rating} />
          </dd>
        </div>
      ))}
      {agreement.fundedAt !== null || agreement.heldPaise > 0 ? (
        <div>
          <dt>{t('facts.held')}</dt>
          <dd>{formatRupees(agreement.heldPaise, language)}</dd>
        </div>
      ) : null}
      {agreement.releasedPaise > 0 ? (
        <div>
          <dt>{t('facts.released')}</dt>
          <dd>{formatRupees(agreement.releasedPaise, language)}</dd>
        </div>
      ) : null}
      {agreement.refundedPaise > 0 ? (
        <div>
          <dt>{t('facts.refunded')}</dt>
          <dd>{formatRupees(agreement.refundedPaise, language)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
