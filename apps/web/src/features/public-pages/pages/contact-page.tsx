// /contact ("Contact Us"): where to write for help, reports, and data or privacy complaints.
import { useTranslation } from '../../../i18n/i18n';
import { contactDetails, withEmailLinks } from '../../../config/contact-details';
import { ProsePage } from '../components/prose-page';

export default function ContactPage() {
  const { t } = useTranslation('legal');
  const support = { email: contactDetails.supportEmail };
  return (
    <ProsePage page="contact">
      <section aria-labelledby="contact-support">
        <h2 id="contact-support">{t('contact.support.title')}</h2>
        <p>{withEmailLinks(t('contact.support.body', support))}</p>
        <p>{withEmailLinks(t('contact.support.wrongNumber', support))}</p>
      </section>

      <section aria-labelledby="contact-reports">
        <h2 id="contact-reports">{t('contact.reports.title')}</h2>
        <p>{withEmailLinks(t('contact.reports.body', support))}</p>
      </section>

      <section aria-labelledby="contact-grievance">
        <h2 id="contact-grievance">{t('contact.grievance.title')}</h2>
        <p>{withEmailLinks(t('contact.grievance.body', { email: contactDetails.grievanceEmail }))}</p>
        <p>{t('contact.grievance.reply')}</p>
      </section>

      <section aria-labelledby="contact-tips">
        <h2 id="contact-tips">{t('contact.tips.title')}</h2>
        <p>{t('contact.tips.intro')}</p>
        <ul>
          <li>{t('contact.tips.name')}</li>
          <li>{t('contact.tips.mobile')}</li>
          <li>{t('contact.tips.what')}</li>
        </ul>
        <p>
          <strong>{t('contact.tips.noCode')}</strong>
        </p>
      </section>
    </ProsePage>
  );
}
