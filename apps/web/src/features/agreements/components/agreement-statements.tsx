// A dispute's two sides, as each person wrote them, for both to read while KaamSetu's staff decide.
import type { Agreement } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { sideText } from '../agreement-text';

export function AgreementStatements({ agreement }: { agreement: Agreement }) {
  const { t, language } = useTranslation('agreements');
  if (agreement.statements.length === 0) return null;
  return (
    <section className="agreement-section" aria-labelledby="agreement-statements-title">
      <h2 id="agreement-statements-title">{t('statements.title')}</h2>
      <ul className="agreement-statements">
        {agreement.statements.map((statement) => (
          <li key={statement.by} className="agreement-statement">
            <p className="agreement-event-what">
              {statement.by === agreement.you
                ? t('statements.yours')
                : t('statements.theirs', { name: sideText(t, agreement, statement.by) })}
            </p>
            <p className="agreement-statement-text">{statement.statement}</p>
            <p className="agreement-event-meta">
              <time dateTime={statement.at}>{formatDateTime(statement.at, language)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
