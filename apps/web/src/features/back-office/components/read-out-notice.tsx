// What a staff member says to the person they are adding, before asking for the code from the SMS: what
// KaamSetu keeps, who pays to see a number, and that the person can take their data or leave at any time.
// Reading the code out after hearing it is the person's consent (the SMS carries the same notice in their
// language); this text is in the staff member's language, for them to say in their own words.
import '../../../components/ui/notice-to-read.css';
import { WORKER_SHARE_RUPEES, type UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatPrice } from '../../../lib/rupees';

export function ReadOutNotice({ role }: { role: UserType }) {
  const { t, language } = useTranslation('backOffice');
  return (
    <section className="read-out-notice" aria-labelledby="read-out-title">
      <h2 id="read-out-title">{t('add.readOut.title')}</h2>
      <p>{t('add.readOut.intro')}</p>
      <ul>
        <li>{t('add.readOut.kept')}</li>
        <li>{t(`add.readOut.paid${role}`, { share: formatPrice(WORKER_SHARE_RUPEES * 100, language) })}</li>
        <li>{t('add.readOut.rights')}</li>
        <li>{t('add.readOut.agree')}</li>
      </ul>
    </section>
  );
}
