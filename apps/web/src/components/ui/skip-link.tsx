// First focusable element on every page: keyboard and screen-reader users jump past the header.
import './skip-link.css';
import { useTranslation } from '../../i18n/i18n';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
