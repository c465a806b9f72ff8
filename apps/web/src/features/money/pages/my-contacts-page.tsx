// /app/contacts, "My contacts" (issue 21): every worker whose number the Employer paid for, newest first, with
// the day it was bought and buttons to call or WhatsApp them, so a number paid for once is never lost.
import '../money.css';
import '../../../components/ui/wallet-list.css';
import { Link } from 'react-router';
import { formatIndianMobile, personName } from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-time';
import { useSession } from '../../../lib/get-session';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { ShowMore } from '../../../components/ui/show-more';
import { PhoneIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useMyContacts } from '../api/get-my-contacts';

function ContactList() {
  const { t, language } = useTranslation('wallet');
  const { t: tCommon } = useTranslation();
  const query = useMyContacts();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const tList: Translate = (key, values) => t(`myContacts.${key}`, values);

  return (
    <>
      {query.isError && items.length === 0 ? (
        <LoadFailed t={tList} onRetry={() => void query.refetch()} />
      ) : (
        <p className="search-status" role="status">
          {query.isPending ? t('loading') : items.length === 0 ? t('myContacts.empty') : null}
        </p>
      )}
      {items.length > 0 ? (
        <ul className="wallet-list" aria-labelledby="my-contacts-title">
          {items.map((contact) => (
            <li key={contact.profileId} className="wallet-item">
              <p className="wallet-item-head">
                <Link to={paths.app.profilePage(contact.profileId)}>{personName(contact.name)}</Link>
                <span className="my-contact-number">{formatIndianMobile(contact.phone)}</span>
              </p>
              <p className="field-hint">
                {t('myContacts.unlocked', { date: formatDate(contact.unlockedAt, language) })}
              </p>
              <div className="my-contact-actions">
                <a
                  className="button button-primary"
                  href={`tel:${contact.phone}`}
                  aria-label={t('myContacts.callName', { name: personName(contact.name) })}
                >
                  <PhoneIcon />
                  {t('myContacts.call')}
                </a>
                <a
                  className="button button-secondary"
                  href={`https://wa.me/${contact.phone.replace(/\D/g, '')}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('myContacts.whatsappName', { name: personName(contact.name) })} ${tCommon('footer.newTab')}`}
                >
                  {t('myContacts.whatsapp')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ShowMore pages={query} label={t('transactions.showMore')} loadingLabel={t('transactions.loadingMore')} />
    </>
  );
}

export default function MyContactsPage() {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('myContacts.title'));
  const userType = useSession().data?.user.userType;

  return (
    <section className="my-contacts" aria-labelledby="my-contacts-title">
      <h1 id="my-contacts-title">{t('myContacts.title')}</h1>
      {userType === 'Employer' ? (
        <>
          <p className="field-hint">{t('myContacts.intro')}</p>
          <ContactList />
        </>
      ) : userType === 'Labourer' ? (
        // Workers do not pay for numbers; who viewed theirs is on the wallet.
        <p>
          {t('myContacts.employersOnly')} <Link to={paths.app.wallet}>{t('myContacts.toWallet')}</Link>
        </p>
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
