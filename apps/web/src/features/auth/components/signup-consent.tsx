// The privacy notice a person agrees to before signing up (its version travels with the code, see
// PRIVACY_NOTICE_VERSION), and the box they tick to agree. Short on purpose: what is kept, who pays to see a
// number, and that they can take their data or leave at any time; the full policy is one tap away.
import '../../../components/ui/notice-to-read.css';
import { WORKER_SHARE_RUPEES } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/rupees';
import { CheckboxField } from '../../../components/ui/form-field';

interface SignupConsentProps {
  id: string;
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  /** Already translated. */
  error: string | undefined;
}

export function SignupConsent({ id, agreed, onChange, error }: SignupConsentProps) {
  const { t, language } = useTranslation('auth');
  const noticeId = `${id}-notice`;
  return (
    <div className="consent">
      <div id={noticeId}>
        <h3>{t('consent.title')}</h3>
        <ul>
          <li>{t('consent.collect')}</li>
          <li>{t('consent.contact', { share: formatPrice(WORKER_SHARE_RUPEES * 100, language) })}</li>
          <li>{t('consent.rights')}</li>
        </ul>
      </div>
      {/* A new tab, so what was typed here is still here when the person comes back (a plain link: the router
          leaves a new tab to the browser anyway, and the sign-in page hydrates without it). */}
      <p>
        <a href={paths.privacy} target="_blank" rel="noopener">
          {t('consent.policy')} <span className="visually-hidden">{t('consent.newTab')}</span>
        </a>
      </p>
      <CheckboxField
        id={id}
        label={t('consent.agree')}
        describedBy={noticeId}
        error={error}
        checked={agreed}
        onChange={(event) => onChange(event.target.checked)}
        required
      />
    </div>
  );
}
