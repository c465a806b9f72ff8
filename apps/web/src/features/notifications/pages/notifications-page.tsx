// /app/notifications: the person's inbox, newest first, 20 at a time with Show more. Entries not yet read are
// marked "New" while the page shows them, and opening the page marks them read (the server marks the newest
// shown and everything older, so the Inbox's number on the bottom bar drops to what arrived since). A job nearby
// links to the job, a step of a work agreement to the agreement, a failed transfer to the wallet, a decided report
// to the profile (where a warning shows with its appeal).
// Below the list, workers choose whether SMS about jobs come.
import '../../../components/ui/badge.css';
import '../notifications.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification, NotificationKind } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/date-time';
import { useSession } from '../../../lib/get-session';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ShowMore } from '../../../components/ui/show-more';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import {
  AgreementIcon,
  ArrowRightIcon,
  BriefcaseIcon,
  CrossIcon,
  FlagIcon,
  PhoneIcon,
  SendIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { useInbox } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { JobSmsSetting } from '../components/job-sms-setting';

const kindIcons: Record<NotificationKind, ReactNode> = {
  job_nearby: <BriefcaseIcon />,
  contact_unlocked: <PhoneIcon />,
  hire_request: <SendIcon />,
  payout_paid: <WalletIcon />,
  payout_failed: <CrossIcon />,
  report_decided: <FlagIcon />,
  agreement: <AgreementIcon />,
};

/**
 * Where an entry leads: the job, the wallet (who viewed the number, the payout and its status), the profile (the
 * Hire Now requests; a warning or suspension with its appeal) or the work agreement.
 */
function linkOf(item: Notification): string | null {
  switch (item.kind) {
    case 'job_nearby':
      return item.jobId ? paths.app.jobPage(item.jobId) : null;
    case 'contact_unlocked':
    case 'payout_paid':
    case 'payout_failed':
      return paths.app.wallet;
    case 'hire_request':
    case 'report_decided':
      return paths.app.profile;
    case 'agreement':
      return item.agreementId ? paths.app.agreementPage(item.agreementId) : paths.app.agreements;
  }
}

function NotificationItem({ item }: { item: Notification }) {
  const { t, language } = useTranslation('notifications');
  const unread = item.readAt === null;
  const textId = `notification-${item.id}-text`;
  const to = linkOf(item);
  return (
    <li className={unread ? 'notification notification-unread' : 'notification'}>
      <p className="notification-head">
        {kindIcons[item.kind]}
        <span>{t(`kinds.${item.kind}`)}</span>
        {unread ? <span className="badge badge-new">{t('new')}</span> : null}
      </p>
      <p id={textId} className="notification-text">
        {item.text}
      </p>
      <p className="notification-time">
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
      </p>
      {to ? (
        <Link to={to} className="notification-link" aria-describedby={textId}>
          {t(`links.${item.kind}`)}
          <ArrowRightIcon />
        </Link>
      ) : null}
    </li>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  const isLabourer = useSession().data?.user.userType === 'Labourer';
  const inbox = useInbox();
  const markRead = useMarkNotificationsRead();
  const firstPage = inbox.data?.pages[0];
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const newest = firstPage?.items[0];
  const newestUnread = newest && newest.readAt === null ? newest.id : null;

  // Seen once the list shows: mark read once per newest entry, not on every render. The list keeps the answer it
  // showed, so the "New" marks stay while the person reads.
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (newestUnread === null || marked.current === newestUnread) return;
    marked.current = newestUnread;
    mutate({ upToId: newestUnread });
  }, [newestUnread, mutate]);

  return (
    <section aria-labelledby="notifications-title" className="notifications-page">
      <h1 id="notifications-title">{t('title')}</h1>
      {inbox.isError && !inbox.data ? (
        <LoadFailed t={t} onRetry={() => void inbox.refetch()} />
      ) : (
        <p className="search-status" role="status">
          {inbox.isPending
            ? t('loading')
            : items.length === 0
              ? t('empty')
              : firstPage && firstPage.unread > 0
                ? t('unread', { count: firstPage.unread })
                : t('allRead')}
        </p>
      )}
      {items.length > 0 ? (
        <ul className="notification-list" aria-labelledby="notifications-title">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      <ShowMore pages={inbox} label={t('showMore')} loadingLabel={t('loadingMore')} />
      {isLabourer ? <JobSmsSetting /> : null}
    </section>
  );
}
