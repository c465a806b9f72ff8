// "Last updated" line of a policy page, with the date written the reader's way.
import { useTranslation } from '../../../i18n/i18n';
import { dateTimeFormat } from '../../../lib/intl-locale';

export function LastUpdated({ isoDate }: { isoDate: string }) {
  const { t, language } = useTranslation('legal');
  // UTC, so the date cannot slip a day in a browser west of Greenwich.
  const date = dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
  return (
    <p className="last-updated">
      <time dateTime={isoDate}>{t('lastUpdated', { date })}</time>
    </p>
  );
}
