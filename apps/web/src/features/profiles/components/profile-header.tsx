// The top of a profile: photo, name, whether the person is a Labourer or an Employer, their stars and their
// verified badges (each opens what was and was not checked), and "Sample" on a made-up person. On someone else's
// profile the name is the page's heading; on the own profile the page has its own.
import '../../../components/ui/badge.css';
import { DEFAULT_AVATAR_URL, personName, type OwnIdCheck, type PublicProfile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { Badges } from '../../../components/trust/badges';
import { SampleBadge } from '../../../components/trust/sample-badge';
import { StarRating } from '../../../components/trust/star-rating';

interface ProfileHeaderProps {
  profile: PublicProfile;
  /** The id for the name as the page's <h1>; without it the name is plain text. */
  headingId?: string;
  /** The own profile's ID check, so its badge says which document was seen, how and when. */
  idCheck?: OwnIdCheck | null | undefined;
}

/** The photo's own width in pixels: photos are kept at most this wide (the thumbnail is 160). */
const PHOTO_WIDTH = 800;

export function ProfileHeader({ profile, headingId, idCheck }: ProfileHeaderProps) {
  const { t } = useTranslation('people');
  const photo = profile.imageUrl || profile.profileImage || DEFAULT_AVATAR_URL;
  return (
    <div className="profile-header">
      <img
        className="profile-photo"
        src={photo}
        // Shown at 112 px (profiles.css): a phone that needs no more than 160 pixels fetches the thumbnail.
        {...(profile.thumbnailUrl
          ? { srcSet: `${profile.thumbnailUrl} 160w, ${photo} ${PHOTO_WIDTH}w`, sizes: '112px' }
          : {})}
        alt={t('photoOf', { name: personName(profile.name) })}
        width={160}
        height={160}
      />
      <div className="profile-identity">
        {headingId ? (
          <h1 id={headingId} className="profile-name">
            {personName(profile.name)}
          </h1>
        ) : (
          <p className="profile-name">{personName(profile.name)}</p>
        )}
        <p className="profile-role-rating">
          <span className={`badge badge-${profile.userType.toLowerCase()}`}>{t(`roles.${profile.userType}`)}</span>
          <SampleBadge sample={profile.sample} />
          <StarRating rating={profile.rating} />
        </p>
        <Badges badges={profile.badges} idPrefix="profile-badge" idCheck={idCheck} />
      </div>
    </div>
  );
}
