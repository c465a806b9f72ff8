// /privacy-policy: the privacy notice people agree to at sign-up (dated with its version), written to match
// what the server does: what is kept, who sees it, who it is shared with, what deleting an account erases
// and keeps, and how people use their rights under India's Digital Personal Data Protection Act, 2023.
import type { ReactNode } from 'react';
import { CONTACT_UNLOCK_PRICE_RUPEES, PRIVACY_NOTICE_VERSION, WORKER_SHARE_RUPEES } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { contactDetails, withEmailLinks } from '../../../config/contact-details';
import { ProsePage } from '../components/prose-page';

/** One titled part of the policy; its title is `privacy.<part>.title`. */
function Part({ part, children }: { part: string; children: ReactNode }) {
  const { t } = useTranslation('legal');
  return (
    <section aria-labelledby={`privacy-${part}`}>
      <h2 id={`privacy-${part}`}>{t(`privacy.${part}.title`)}</h2>
      {children}
    </section>
  );
}

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const unlock = {
    price: CONTACT_UNLOCK_PRICE_RUPEES,
    share: WORKER_SHARE_RUPEES,
    fee: CONTACT_UNLOCK_PRICE_RUPEES - WORKER_SHARE_RUPEES,
  };
  const items = (part: string, keys: readonly string[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{t(`privacy.${part}.${key}`)}</li>
      ))}
    </ul>
  );
  return (
    <ProsePage page="privacy" lastUpdated={PRIVACY_NOTICE_VERSION}>
      <Part part="collect">
        {items('collect', ['account', 'profile', 'views', 'money', 'requests', 'staff', 'codes'])}
        <p>{t('privacy.collect.noPassword')}</p>
      </Part>

      <Part part="photos">
        <p>{t('privacy.photos.body')}</p>
      </Part>

      <Part part="visible">
        <p>{t('privacy.visible.profile')}</p>
        <p>
          <strong>{t('privacy.visible.number')}</strong>
        </p>
        <p>{t('privacy.visible.unlock', unlock)}</p>
        <p>{t('privacy.visible.viewers')}</p>
        <p>{t('privacy.visible.staff')}</p>
      </Part>

      <Part part="use">{items('use', ['login', 'match', 'money', 'help', 'safety'])}</Part>

      <Part part="staffAdded">
        <p>{t('privacy.staffAdded.body')}</p>
      </Part>

      <Part part="sharing">
        <p>
          <strong>{t('privacy.sharing.noSale')}</strong>
        </p>
        <p>{t('privacy.sharing.sms')}</p>
        <p>{t('privacy.sharing.payments')}</p>
        <p>{t('privacy.sharing.law')}</p>
      </Part>

      <Part part="browser">
        <p>{t('privacy.browser.body')}</p>
      </Part>

      <Part part="retention">
        <p>{t('privacy.retention.whileOpen')}</p>
        <p>{t('privacy.retention.erased')}</p>
        <p>{t('privacy.retention.fraud')}</p>
        <p>{t('privacy.retention.kept')}</p>
        <p>{t('privacy.retention.lost')}</p>
      </Part>

      <Part part="rights">
        <p>{t('privacy.rights.intro')}</p>
        {items('rights', ['download', 'correct', 'delete', 'language', 'withdraw'])}
        <p>{withEmailLinks(t('privacy.rights.how', { email: contactDetails.grievanceEmail }))}</p>
        <p>{t('privacy.rights.reply')}</p>
        <p>{t('privacy.rights.board')}</p>
      </Part>

      <Part part="changes">
        <p>{t('privacy.changes.body')}</p>
      </Part>
    </ProsePage>
  );
}
