// One agreement in a list: its title (the way to it), where it stands, the wage, the start day and days, and
// the other person.
import { personName } from '@kaamsetu/contract';
import { Link } from 'react-router';
import type { AgreementSummary } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/rupees';
import { dayText, otherParty } from '../agreement-text';

export function AgreementCard({ agreement }: { agreement: AgreementSummary }) {
  const { t, language } = useTranslation('agreements');
  const other = otherParty(agreement);
  return (
    <article className="agreement-card" aria-labelledby={`agreement-${agreement.id}-title`}>
      <h2 id={`agreement-${agreement.id}-title`} className="agreement-card-title">
        <Link to={paths.app.agreementPage(agreement.id)}>{agreement.title}</Link>
      </h2>
      <p className={`agreement-status agreement-status-${agreement.status}`}>{t(`status.${agreement.status}`)}</p>
      <p className="agreement-wage">{formatPrice(agreement.amountPaise, language)}</p>
      <p>
        {t('list.when', {
          date: dayText(agreement.startsOn, language),
          days: t('facts.dayCount', { count: agreement.days }),
        })}
      </p>
      <p className="agreement-card-party">
        {t(agreement.you === 'worker' ? 'list.employer' : 'list.worker', { name: personName(other.name) })}
      </p>
      {agreement.you === 'worker' && agreement.heldPaise > 0 ? (
        <p className="agreement-card-secured">
          {t('detail.secured', { amount: formatPrice(agreement.heldPaise, language) })}
        </p>
      ) : null}
    </article>
  );
}
