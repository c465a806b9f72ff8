// /app/<anything the app does not know>: says so, inside the signed-in layout, with a way back to Home.
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { HomeIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

export default function AppNotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="narrow" aria-labelledby="app-not-found-title">
      <h1 id="app-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={paths.app.home} className="button button-primary">
        <HomeIcon />
        {t('notFound.home')}
      </Link>
    </section>
  );
}
