// Stands in for /app pages whose features are not built yet; it says so rather than pretending.
import { useTranslation } from '../../../i18n/i18n';

export default function UnderConstructionPage() {
  const { t } = useTranslation();
  return (
    <section className="narrow">
      <p role="note">{t('app.comingSoon')}</p>
    </section>
  );
}
