// Lets people switch between English and Hindi; the choice is remembered on this device.
import { changeLanguage, supportedLanguages, useTranslation, type SupportedLanguage } from '../../i18n/i18n';

export function LanguageSwitcher() {
  const { t, language: current } = useTranslation();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select value={current} onChange={(event) => void changeLanguage(event.target.value as SupportedLanguage)}>
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
