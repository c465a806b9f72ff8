// /app/home: search profiles by skill, name or place, optionally Labourers or Employers only, or only people
// staff checked, a page at a time; with nothing searched, "Today's Top Performers" (or every checked person).
// "Near" narrows a search to a place or the phone's position (?near=&radiusKm=: near-search.ts), nearest first.
// The search lives in the address (?q=&type=&verified=true), so
// Back from a profile returns to the same results. A failed load is only logged (spec section 8). Offline, the
// page says so: the results the phone saved for this same search and when, or that it has none saved yet.
import '../../../components/ui/chips.css';
import '../../../components/ui/search-box.css';
import '../home.css';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { RouteNotice } from '../../../components/ui/route-notice';
import { StandingBanner } from '../../../components/safety/standing-banner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useProfileSearch, type SearchPage } from '../api/search-profiles';
import { ProfileCardList } from '../components/profile-card-list';
import { ConfirmNumberBanner } from '../components/confirm-number-banner';
import { ProfileChecklist } from '../components/profile-checklist';
import { FreeTodayToggle } from '../components/free-today-toggle';
import { SecuredWages } from '../components/secured-wages';
import { TradeShortcuts } from '../components/trade-shortcuts';
import { ShowMore } from '../../../components/ui/show-more';
import { SearchBox, useSearchText } from '../../../components/ui/search-box';
import { MapPinIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import { setNearSearch } from '../near-search';
import { homeSearchOf, typeFilters, type TypeFilter } from '../home-search';

// The picker, the location button and their texts load when first wanted, not with Home's first paint.
const NearControl = lazy(() => import('../components/near-control'));

const noProfiles: SearchPage['profiles'] = [];

interface HomePageProps {
  /** The bottom bar's Search opens this page with the field focused, ready for the keyboard. */
  focusSearch?: boolean;
  /** Shown above the search while nothing is searched: a worker's jobs near them (app/labourer-jobs-on-home). */
  lead?: ReactNode;
}

export default function HomePage({ focusSearch = false, lead }: HomePageProps) {
  const { t, language } = useTranslation('home');
  const { t: trustT } = useTranslation('trust');
  useTranslation('trades');
  useDocumentTitle(t('title'));
  const location = useLocation();
  const navigate = useNavigate();
  const { q, typeFilter, verifiedOnly, near, nearParam, radiusKm, input } = homeSearchOf(
    new URLSearchParams(location.search),
  );
  const [nearOpen, setNearOpen] = useState(false);

  // The field follows the address when Back or Forward changes the search.
  const [text, setText] = useSearchText(q);

  // One request either way: with nothing typed the server answers with Today's Top Performers (of the chosen
  // role), so what an empty search means is decided in one place, the profiles service.
  const showTop = q === '' && !verifiedOnly && !near;
  const search = useProfileSearch(input);
  const pages = search.data?.pages;
  // The cards draw in a transition, in slices the phone can answer taps between: a query's answer reaches React
  // as an update it renders at once (useSyncExternalStore), and twelve cards took a 240 ms task at 4× CPU
  // slowdown. The answer's own render keeps the cards shown so far; the new ones follow (docs/decisions/041).
  // An answer already there when the page first renders (asked for beside the session check: docs/decisions/042)
  // follows the page's first paint the same way, instead of making that first render the long one.
  const answered = useMemo(() => pages?.flatMap((page) => page.profiles) ?? [], [pages]);
  const profiles = useDeferredValue(answered, noProfiles);
  const loading = search.isPending;
  const online = useOnlineStatus();
  const savedOn = search.data?.pages[0]?.answeredAt;

  const error = search.error;
  useEffect(() => {
    if (error) console.error('Could not load profiles', error);
  }, [error]);

  function apply(
    nextText: string,
    nextType: TypeFilter,
    nextVerified = verifiedOnly,
    nextNear: { near: string | undefined; radiusKm: number } = { near: nearParam, radiusKm },
  ) {
    const next = new URLSearchParams();
    if (nextText.trim()) next.set('q', nextText.trim());
    if (nextType !== 'all') next.set('type', nextType);
    if (nextVerified) next.set('verified', 'true');
    setNearSearch(next, nextNear.near, nextNear.radiusKm);
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '' });
  }

  /** What the list stands for: loading, nothing found, or offline, which saved copy it is (or that there is none). */
  function searchStatus(): string | null {
    if (!online && search.data) {
      const saved = savedOn ? t('offlineSaved', { date: formatDateTime(savedOn, language) }) : null;
      return answered.length === 0 ? [saved, t('empty')].filter(Boolean).join(' ') : saved;
    }
    // Offline with no saved copy the search fails or waits for the connection: never "no profiles found".
    if (!online && search.fetchStatus !== 'fetching') return t('offlineNotSaved');
    if (loading) return t('loading');
    return answered.length === 0 ? t('empty') : null;
  }

  return (
    <section aria-labelledby="home-title" className={showTop ? undefined : 'home-searching'}>
      {/* With results showing, their heading names the screen; the title stays for screen readers only, so the
          results start higher on a phone. */}
      <h1 id="home-title" className={showTop ? 'home-title' : 'visually-hidden'}>
        {t('title')}
      </h1>
      <RouteNotice />
      <StandingBanner />
      {/* Its texts load on their own: Home does not wait for them, nor hide while they come. */}
      <Suspense fallback={null}>
        <ConfirmNumberBanner />
      </Suspense>
      <ProfileChecklist />
      <SecuredWages />
      <FreeTodayToggle />
      {showTop ? lead : null}
      <SearchBox
        id="home-search"
        label={t('searchLabel')}
        hint={t('searchHint')}
        submitLabel={t('search')}
        text={text}
        onText={setText}
        maxLength={200}
        // The bottom bar's Search: the person tapped it to type.
        autoFocus={focusSearch}
        onSearch={(typed) => apply(typed, typeFilter)}
        besideSubmit={
          <button
            type="button"
            className={`button button-secondary near-toggle${near ? ' near-on' : ''}`}
            aria-label={t('nearShow')}
            aria-expanded={nearOpen}
            {...(nearOpen ? { 'aria-controls': 'home-near' } : {})}
            onClick={() => setNearOpen((open) => !open)}
          >
            <MapPinIcon />
          </button>
        }
      >
        {nearOpen || near ? (
          <Suspense fallback={null}>
            <NearControl
              id="home-near"
              near={near}
              radiusKm={radiusKm}
              expanded={nearOpen}
              onNear={(nextNear, nextRadius) =>
                apply(text, typeFilter, verifiedOnly, { near: nextNear, radiusKm: nextRadius })
              }
            />
          </Suspense>
        ) : null}
        <fieldset className="type-filter">
          <legend>{t('typeLegend')}</legend>
          <ul className="chips">
            {typeFilters.map((filter) => (
              <li key={filter}>
                <input
                  id={`home-type-${filter}`}
                  className="chip-input"
                  type="radio"
                  name="type"
                  value={filter}
                  checked={typeFilter === filter}
                  onChange={() => apply(text, filter)}
                />
                <label htmlFor={`home-type-${filter}`} className="chip">
                  {t(`types.${filter}`)}
                </label>
              </li>
            ))}
            {/* A separate choice beside the roles, in the same row so results keep their room on a phone. */}
            <li>
              <input
                id="home-verified"
                className="chip-input"
                type="checkbox"
                name="verified"
                checked={verifiedOnly}
                onChange={(event) => apply(text, typeFilter, event.target.checked)}
              />
              <label htmlFor="home-verified" className="chip chip-verified">
                <ShieldCheckIcon />
                {trustT('search.verifiedOnly')}
              </label>
            </li>
          </ul>
        </fieldset>
      </SearchBox>
      {showTop ? <TradeShortcuts /> : null}

      <h2 id="home-results-title" className="home-results-title">
        {q !== ''
          ? t('results', { query: q })
          : near
            ? t('nearby')
            : verifiedOnly
              ? trustT('search.verifiedOnly')
              : t('topPerformers')}
      </h2>
      <p className="search-status" role="status">
        {searchStatus()}
      </p>
      {profiles.length > 0 ? <ProfileCardList profiles={profiles} labelledBy="home-results-title" /> : null}
      <ShowMore pages={search} label={t('showMore')} loadingLabel={t('loadingMore')} />
    </section>
  );
}
