// Profile cards for search results and Today's Top Performers: photo, name (the link to the profile; the
// whole card is its click area) with the stars beside it, so three cards still fit a phone's screen, skills (in
// the reader's language where they name a trade, after the picture of the first trade), "calls 8 am to 8 pm,
// available now" while the worker takes calls, "Free today" when the worker said so, the checks staff did (ID
// checked, Verified business), how far away (when the search was near a place), place and role, and "Sample"
// on a made-up person.
import '../../../components/ui/badge.css';
import { memo } from 'react';
import { Link } from 'react-router';
import { firstTrade, namedSkills, type ProfileCard, personName } from '@kaamsetu/contract';
import { useTranslation, type Translate } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { TradeIcon } from '../../../components/trades/trade-icon';
import { Badges } from '../../../components/trust/badges';
import { SampleBadge } from '../../../components/trust/sample-badge';
import { StarRating } from '../../../components/trust/star-rating';
import { callTimesText, isWithinCallTimes } from '../../../lib/call-times';
import { CheckIcon, MapPinIcon } from '../../../components/ui/icons';

/**
 * How far a card's person is from the search's place: "under 1 km away", else whole kilometres ("4 km away"). The
 * server measures from the middle of a town, so a tenth of a kilometre would promise more than it knows.
 */
export function distanceText(t: Translate, distanceKm: number): string {
  return distanceKm < 1 ? t('distance.underOne') : t('distance.away', { count: Math.round(distanceKm) });
}

// Memo: Home renders again when any of its queries answers; the cards only when their list changed.
export const ProfileCardList = memo(function ProfileCardList({
  profiles,
  labelledBy,
}: {
  profiles: readonly ProfileCard[];
  labelledBy: string;
}) {
  const { t, language } = useTranslation('people');
  const { t: tradeName } = useTranslation('trades');
  // "Available now" is read when the list draws; a list left open for hours is refreshed by its query anyway.
  const now = new Date();
  return (
    <ul className="profile-cards" aria-labelledby={labelledBy}>
      {profiles.map((profile) => (
        <li key={profile.id} className="profile-card">
          <img
            src={profile.profileImage}
            alt={t('photoOf', { name: personName(profile.name) })}
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
          />
          <div className="profile-card-body">
            <div className="profile-card-title">
              <h3>
                <Link to={paths.app.profilePage(profile.id)}>{personName(profile.name)}</Link>
              </h3>
              <StarRating rating={profile.rating} />
            </div>
            {profile.skills.trim() ? (
              <p className="trade-skills">
                <TradeIcon trade={firstTrade(profile.skillTrades)} size={20} />
                <span>{namedSkills(profile.skills, profile.skillTrades, tradeName)}</span>
              </p>
            ) : (
              <p>{t('noSkills')}</p>
            )}
            {isWithinCallTimes(profile, now) ? (
              <p className="profile-card-calls">
                {t('callTimes.availableNow', { times: callTimesText(t, language, profile) ?? '' })}
              </p>
            ) : null}
            {profile.freeToday ? (
              <p className="profile-card-free">
                <span className="badge badge-free-today">
                  <CheckIcon />
                  {t('freeToday.chip')}
                </span>
              </p>
            ) : null}
            <Badges badges={profile.badges} idPrefix={`card-${profile.id}`} compact />
            <p className="profile-card-meta">
              {profile.distanceKm !== undefined ? (
                <span className="profile-card-distance">
                  <MapPinIcon />
                  {distanceText(t, profile.distanceKm)}
                </span>
              ) : null}
              <span className="profile-card-place">{profile.location || t('noLocation')}</span>
              <span className={`badge badge-${profile.userType.toLowerCase()}`}>{t(`roles.${profile.userType}`)}</span>
              <SampleBadge sample={profile.sample} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
});
