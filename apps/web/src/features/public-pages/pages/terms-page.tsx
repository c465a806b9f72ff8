// /terms-and-conditions: the rules for using KaamSetu, its fees and refunds, and what leads to blocking.
import { Link } from 'react-router';
import { CONTACT_UNLOCK_PRICE_RUPEES, WELCOME_CREDITS_RUPEES, WORKER_SHARE_RUPEES } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { contactDetails, withEmailLinks } from '../../../config/contact-details';
import { ProsePage } from '../components/prose-page';

// Change this whenever the terms' meaning changes, so readers can tell which version they agreed to.
const LAST_UPDATED = '2026-11-21';

export default function TermsPage() {
  const { t } = useTranslation('legal');
  const support = { email: contactDetails.supportEmail };
  return (
    <ProsePage page="terms" lastUpdated={LAST_UPDATED}>
      <section aria-labelledby="terms-platform">
        <h2 id="terms-platform">{t('terms.platform.title')}</h2>
        <p>{t('terms.platform.connect')}</p>
        <p>{t('terms.platform.notEmployer')}</p>
        <p>{t('terms.platform.wages')}</p>
      </section>

      <section aria-labelledby="terms-who">
        <h2 id="terms-who">{t('terms.who.title')}</h2>
        <ul>
          <li>{t('terms.who.age')}</li>
          <li>{t('terms.who.ownNumber')}</li>
          <li>{t('terms.who.code')}</li>
        </ul>
      </section>

      <section aria-labelledby="terms-honest">
        <h2 id="terms-honest">{t('terms.honest.title')}</h2>
        <ul>
          <li>{t('terms.honest.name')}</li>
          <li>{t('terms.honest.profile')}</li>
          <li>{t('terms.honest.photo')}</li>
          <li>{t('terms.honest.reports')}</li>
        </ul>
      </section>

      <section aria-labelledby="terms-money">
        <h2 id="terms-money">{t('terms.money.title')}</h2>
        <ul>
          <li>{t('terms.money.welcome', { welcome: WELCOME_CREDITS_RUPEES })}</li>
          <li>{t('terms.money.creditsInside')}</li>
          <li>
            {t('terms.money.unlock', {
              price: CONTACT_UNLOCK_PRICE_RUPEES,
              share: WORKER_SHARE_RUPEES,
              fee: CONTACT_UNLOCK_PRICE_RUPEES - WORKER_SHARE_RUPEES,
            })}
          </li>
          <li>{t('terms.money.withdraw')}</li>
        </ul>
        <p>
          <strong>{t('terms.money.noRefund')}</strong>
        </p>
        <p>{withEmailLinks(t('terms.money.wrongNumber', support))}</p>
      </section>

      <section aria-labelledby="terms-help">
        <h2 id="terms-help">{t('terms.help.title')}</h2>
        <p>{t('terms.help.body')}</p>
      </section>

      <section aria-labelledby="terms-not-allowed">
        <h2 id="terms-not-allowed">{t('terms.notAllowed.title')}</h2>
        <p>{t('terms.notAllowed.intro')}</p>
        <ul>
          <li>{t('terms.notAllowed.fake')}</li>
          <li>{t('terms.notAllowed.falseReports')}</li>
          <li>{t('terms.notAllowed.abuse')}</li>
          <li>{t('terms.notAllowed.misuseNumbers')}</li>
        </ul>
        <p>
          <strong>{t('terms.notAllowed.block')}</strong>
        </p>
      </section>

      <section aria-labelledby="terms-privacy">
        <h2 id="terms-privacy">{t('terms.privacy.title')}</h2>
        <p>{t('terms.privacy.body')}</p>
        <p>
          <Link to={paths.privacy}>{t('terms.privacy.link')}</Link>
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">{t('terms.changes.title')}</h2>
        <p>{t('terms.changes.body')}</p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">{t('terms.contact.title')}</h2>
        <p>{withEmailLinks(t('terms.contact.body', support))}</p>
      </section>
    </ProsePage>
  );
}
