// Shown while a page's code or text is still arriving on a slow connection.
import { useTranslation } from '../../i18n/i18n';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="status">
      {t('loading')}
    </p>
  );
}
