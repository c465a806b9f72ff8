// The bell in the signed-in app's header: a link to the inbox with the number of unread entries, read out as
// a sentence ("Notifications, 3 unread"). Its texts load on their own, so the header never waits for them.
import '../notifications.css';
import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { BellIcon } from '../../../components/ui/icons';
import { useUnreadCount } from '../api/get-notifications';

/** More than this shows as "99+": the badge stays small on a phone. */
const MOST_SHOWN = 99;

function Bell() {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount().data ?? 0;
  return (
    <NavLink
      to={paths.app.notifications}
      className="notifications-bell"
      aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label')}
    >
      <BellIcon />
      {unread > 0 ? (
        <span className="notifications-bell-count" aria-hidden="true">
          {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
        </span>
      ) : null}
    </NavLink>
  );
}

export function NotificationsBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
