// The signed-in app's six places: Home, Jobs, Search, Wallet, Inbox, Profile. On a phone it is a bar at the bottom of
// the screen, in thumb's reach, with a picture over each word (as PhonePe and WhatsApp do); from 48rem on it sits
// in the header as a row of links. One element for both, so there is one landmark whatever the width. The Inbox
// carries the number of unread notifications, so a worker sees from any page that someone wants them.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/get-session';
import { BellIcon, BriefcaseIcon, HomeIcon, PersonIcon, SearchIcon, WalletIcon } from '../../components/ui/icons';
import { useUnreadCount } from '../../features/notifications/api/get-notifications';
import './main-nav.css';

type Place = { to: string; label: 'home' | 'jobs' | 'search' | 'wallet' | 'inbox' | 'profile'; icon: ReactNode };

/** More than this shows as "99+": the badge stays small on a phone. */
const MOST_SHOWN = 99;

/** Jobs: near a worker for a Labourer, their own posts for an Employer; the rest is the same for both. */
function placesFor(userType: string | undefined): readonly Place[] {
  return [
    { to: paths.app.home, label: 'home', icon: <HomeIcon /> },
    { to: userType === 'Employer' ? paths.app.myJobs : paths.app.jobs, label: 'jobs', icon: <BriefcaseIcon /> },
    { to: paths.app.search, label: 'search', icon: <SearchIcon /> },
    { to: paths.app.wallet, label: 'wallet', icon: <WalletIcon /> },
    { to: paths.app.notifications, label: 'inbox', icon: <BellIcon /> },
    { to: paths.app.profile, label: 'profile', icon: <PersonIcon /> },
  ];
}

/**
 * Keeps `--main-nav-height` equal to the bar's height, so the page leaves exactly that much room below its end
 * (main-nav.css): a label that takes two lines in Tamil makes the bar taller than in English. While the bar steps
 * aside (a press on the page, the keyboard up) the room stays: a page scrolled to its end would otherwise get
 * shorter under the finger, and a press that began on a button low on the page would end beside it, with no tap.
 */
function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const nav = ref.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = nav.offsetHeight;
      // Written only when the room the page leaves differs from the bar's height (the stylesheet's own figure
      // matches a bar of one-line labels): a custom property set on the root restyles every element of the page,
      // 7–23 ms of a slow phone's main thread on each first visit (bench/README.md, session 16).
      if (height > 0 && getComputedStyle(document.body).paddingBottom !== `${height}px`) {
        root.style.setProperty('--main-nav-height', `${height}px`);
      }
    });
    observer.observe(nav);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--main-nav-height');
    };
  }, []);
  return ref;
}

export function MainNav() {
  const { t } = useTranslation();
  const ref = usePublishedHeight();
  const places = placesFor(useSession().data?.user.userType);
  const unread = useUnreadCount().data ?? 0;
  return (
    <nav ref={ref} className="main-nav" aria-label={t('nav.main')}>
      <ul>
        {places.map((place) => (
          <li key={place.to}>
            {/* NavLink marks the current place with aria-current="page". */}
            <NavLink to={place.to}>
              {place.label === 'inbox' && unread > 0 ? (
                <span className="main-nav-icon">
                  {place.icon}
                  <span className="main-nav-count" aria-hidden="true">
                    {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
                  </span>
                </span>
              ) : (
                place.icon
              )}
              <span>{t(`nav.${place.label}`)}</span>
              {/* Read out after the word ("Inbox 3 unread"), so the name starts with what is seen; the badge itself
                  stays silent. Not an aria-label: that would name the link apart from its visible words. */}
              {place.label === 'inbox' && unread > 0 ? (
                <>
                  {' '}
                  <span className="visually-hidden">{t('nav.inboxUnreadAfter', { count: unread })}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
