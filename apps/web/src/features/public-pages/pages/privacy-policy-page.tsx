// /privacy-policy: what personal data KaamSetu collects, who sees it, and how people use their rights
// under India's Digital Personal Data Protection Act, 2023.
import { CONTACT_UNLOCK_PRICE_RUPEES, WORKER_SHARE_RUPEES } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { contactDetails, withEmailLinks } from '../../../app/contact-details';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { LastUpdated } from '../components/last-updated';

// Change this whenever the policy's meaning changes, so readers can tell which version they read.
const LAST_UPDATED = '2026-11-21';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('privacy.title'));
  const unlock = {
    price: CONTACT_UNLOCK_PRICE_RUPEES,
    share: WORKER_SHARE_RUPEES,
    fee: CONTACT_UNLOCK_PRICE_RUPEES - WORKER_SHARE_RUPEES,
  };
  return (
    <article className="narrow prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{t('privacy.title')}</h1>
      <LastUpdated isoDate={LAST_UPDATED} />
      <p className="lead">{t('privacy.intro')}</p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">{t('privacy.collect.title')}</h2>
        <ul>
          <li>{t('privacy.collect.signUp')}</li>
          <li>{t('privacy.collect.profile')}</li>
          <li>{t('privacy.collect.employer')}</li>
          <li>{t('privacy.collect.money')}</li>
          <li>{t('privacy.collect.requests')}</li>
        </ul>
        <p>{t('privacy.collect.noPassword')}</p>
      </section>

      <section aria-labelledby="privacy-photos">
        <h2 id="privacy-photos">{t('privacy.photos.title')}</h2>
        <p>{t('privacy.photos.body')}</p>
      </section>

      <section aria-labelledby="privacy-visible">
        <h2 id="privacy-visible">{t('privacy.visible.title')}</h2>
        <p>{t('privacy.visible.profile')}</p>
        <p>
          <strong>{t('privacy.visible.number')}</strong>
        </p>
        <p>{t('privacy.visible.unlock', unlock)}</p>
        <p>{t('privacy.visible.staff')}</p>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">{t('privacy.use.title')}</h2>
        <ul>
          <li>{t('privacy.use.login')}</li>
          <li>{t('privacy.use.match')}</li>
          <li>{t('privacy.use.money')}</li>
          <li>{t('privacy.use.help')}</li>
          <li>{t('privacy.use.safety')}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-staff-added">
        <h2 id="privacy-staff-added">{t('privacy.staffAdded.title')}</h2>
        <p>{t('privacy.staffAdded.body')}</p>
      </section>

      <section aria-labelledby="privacy-sharing">
        <h2 id="privacy-sharing">{t('privacy.sharing.title')}</h2>
        <p>
          <strong>{t('privacy.sharing.noSale')}</strong>
        </p>
        <p>{t('privacy.sharing.services')}</p>
        <p>{t('privacy.sharing.law')}</p>
      </section>

      <section aria-labelledby="privacy-browser">
        <h2 id="privacy-browser">{t('privacy.browser.title')}</h2>
        <p>{t('privacy.browser.body')}</p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('privacy.rights.title')}</h2>
        <p>{t('privacy.rights.intro')}</p>
        <ul>
          <li>{t('privacy.rights.see')}</li>
          <li>{t('privacy.rights.correct')}</li>
          <li>{t('privacy.rights.delete')}</li>
        </ul>
        <p>{withEmailLinks(t('privacy.rights.how', { email: contactDetails.grievanceEmail }))}</p>
        <p>{t('privacy.rights.reply')}</p>
        <p>{t('privacy.rights.keep')}</p>
        <p>{t('privacy.rights.board')}</p>
      </section>

      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">{t('privacy.changes.title')}</h2>
        <p>{t('privacy.changes.body')}</p>
      </section>
    </article>
  );
}
