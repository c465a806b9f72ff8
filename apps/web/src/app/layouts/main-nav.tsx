// The signed-in app's five places: Home, Jobs, Search, Wallet, Profile. On a phone it is a bar at the bottom of the
// screen, in thumb's reach, with a picture over each word (as PhonePe and WhatsApp do); from 48rem on it sits
// in the header as a row of links. One element for both, so there is one landmark whatever the width.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/get-session';
import { BriefcaseIcon, HomeIcon, PersonIcon, SearchIcon, WalletIcon } from '../../components/ui/icons';
import './main-nav.css';

type Place = { to: string; label: 'home' | 'jobs' | 'search' | 'wallet' | 'profile'; icon: ReactNode };

/** Jobs: near a worker for a Labourer, their own posts for an Employer; the rest is the same for both. */
function placesFor(userType: string | undefined): readonly Place[] {
  return [
    { to: paths.app.home, label: 'home', icon: <HomeIcon /> },
    { to: userType === 'Employer' ? paths.app.myJobs : paths.app.jobs, label: 'jobs', icon: <BriefcaseIcon /> },
    { to: paths.app.search, label: 'search', icon: <SearchIcon /> },
    { to: paths.app.wallet, label: 'wallet', icon: <WalletIcon /> },
    { to: paths.app.profile, label: 'profile', icon: <PersonIcon /> },
  ];
}

/**
 * Keeps `--main-nav-height` equal to the bar's height, so the page leaves exactly that much room below its end
 * (main-nav.css): a label that takes two lines in Tamil makes the bar taller than in English.
 */
function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const nav = ref.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--main-nav-height', `${nav.offsetHeight}px`));
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
  return (
    <nav ref={ref} className="main-nav" aria-label={t('nav.main')}>
      <ul>
        {places.map((place) => (
          <li key={place.to}>
            {/* NavLink marks the current place with aria-current="page". */}
            <NavLink to={place.to}>
              {place.icon}
              <span>{t(`nav.${place.label}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
