// /contact ("Contact Us"): where to write for help, reports, and data or privacy complaints.
import '../public-pages.css';
import { useTranslation } from '../../../i18n/i18n';
import { contactDetails, withEmailLinks } from '../../../config/contact-details';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

export default function ContactPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('contact.title'));
  const support = { email: contactDetails.supportEmail };
  return (
    <article className="narrow prose" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <p className="lead">{t('contact.intro')}</p>

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
    </article>
  );
}
