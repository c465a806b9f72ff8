// /about ("Our Story"): why KaamSetu exists, how it works and what it cares about.
import { CONTACT_UNLOCK_PRICE_RUPEES, WELCOME_CREDITS_RUPEES, WORKER_SHARE_RUPEES } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { contactDetails, withEmailLinks } from '../../../config/contact-details';
import { ProsePage } from '../components/prose-page';

export default function AboutPage() {
  const { t } = useTranslation('legal');
  return (
    <ProsePage page="about">
      <section aria-labelledby="about-why">
        <h2 id="about-why">{t('about.why.title')}</h2>
        <p>{t('about.why.mason')}</p>
        <p>{t('about.why.contractor')}</p>
        <p>{t('about.why.bridge')}</p>
      </section>

      <section aria-labelledby="about-how">
        <h2 id="about-how">{t('about.how.title')}</h2>
        <ol>
          <li>{t('about.how.signUp')}</li>
          <li>{t('about.how.profile')}</li>
          <li>{t('about.how.search')}</li>
          <li>{t('about.how.unlock', { price: CONTACT_UNLOCK_PRICE_RUPEES, share: WORKER_SHARE_RUPEES })}</li>
          <li>{t('about.how.welcome', { welcome: WELCOME_CREDITS_RUPEES })}</li>
          <li>{t('about.how.talk')}</li>
        </ol>
      </section>

      <section aria-labelledby="about-values">
        <h2 id="about-values">{t('about.values.title')}</h2>
        <ul>
          <li>{t('about.values.simple')}</li>
          <li>{t('about.values.fair')}</li>
          <li>{t('about.values.private')}</li>
          <li>{t('about.values.help')}</li>
        </ul>
      </section>

      {/* GeoNames' licence (CC BY 4.0) asks for this credit wherever its data is used (decision 021). */}
      <section aria-labelledby="about-places">
        <h2 id="about-places">{t('about.places.title')}</h2>
        <p>{t('about.places.body')}</p>
      </section>

      <section aria-labelledby="about-talk">
        <h2 id="about-talk">{t('about.talkToUs.title')}</h2>
        <p>{withEmailLinks(t('about.talkToUs.body', { email: contactDetails.supportEmail }))}</p>
      </section>
    </ProsePage>
  );
}
