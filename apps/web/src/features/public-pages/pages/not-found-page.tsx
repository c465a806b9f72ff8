// Shown for any address the app does not know.
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { HomeIcon } from '../../../components/ui/icons';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={paths.landing} className="button button-primary">
        <HomeIcon />
        {t('notFound.home')}
      </Link>
    </section>
  );
}
