// Lets people switch between English, Hindi, Marathi and Tamil; the choice is remembered on this device and,
// when someone is signed in, on their account.
import './language-switcher.css';
import { supportedLanguages, useTranslation, type SupportedLanguage } from '../../i18n/i18n';
import { chooseLanguage } from '../../lib/account-language';

export function LanguageSwitcher() {
  const { t, language: current } = useTranslation();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select value={current} onChange={(event) => void chooseLanguage(event.target.value as SupportedLanguage)}>
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
