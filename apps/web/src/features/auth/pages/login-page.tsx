// /login. Mobile-number sign-in arrives with the accounts issue; until then the page says so plainly.
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  return (
    <section className="narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <p role="note">{t('login.comingSoon')}</p>
    </section>
  );
}
