// Every step of the agreement in order: what happened, who did it, the amount it moved and when, in the
// reader's language and time.
import type { Agreement } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { formatRupees } from '../../../lib/rupees';
import { sideText } from '../agreement-text';

export function AgreementTimeline({ agreement }: { agreement: Agreement }) {
  const { t, language } = useTranslation('agreements');
  if (agreement.events.length === 0) return null;
  return (
    <section className="agreement-section" aria-labelledby="agreement-timeline-title">
      <h2 id="agreement-timeline-title">{t('timeline.title')}</h2>
      <ol className="agreement-timeline">
        {agreement.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="agreement-event">
            <p className="agreement-event-what">
              {t(`events.${event.kind}`)}
              {event.amountPaise ? (
                <span className="agreement-event-amount">{formatRupees(event.amountPaise, language)}</span>
              ) : null}
            </p>
            <p className="agreement-event-meta">
              {sideText(t, agreement, event.by)}
              {' · '}
              <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
