// The Admin screens that are not built yet (staff management, wallet changes, blocking, the tables by date):
// the dashboard's button opens this page, which says so plainly instead of showing made-up figures.
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { ComingNextScreen } from '../staff-portal';

export default function ComingNextPage({ screen }: { screen: ComingNextScreen }) {
  const { t: staffT } = useTranslation('staff');
  const { t } = useTranslation('backOffice');
  const title = staffT(`actions.${screen}`);
  useDocumentTitle(title);
  return (
    <section className="narrow" aria-labelledby="coming-next-title">
      <h1 id="coming-next-title">{title}</h1>
      <p>{t('comingNext.body')}</p>
    </section>
  );
}
