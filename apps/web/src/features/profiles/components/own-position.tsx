// "Distances to you" on the own profile: distances to the person are measured from their town until they share
// their phone's position (asked for only when "Use my location" is pressed, rounded to about 1 km before it
// leaves the phone); then one button goes back to the town. The server never shows the position, only distances.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { useOwnProfile } from '../../../lib/get-own-profile';
import { usePhonePosition } from '../../../components/places/use-phone-position';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { LocateIcon, MapPinIcon } from '../../../components/ui/icons';
import { useSetOwnPosition } from '../api/set-own-position';

export function OwnPosition() {
  const { t } = useTranslation('profiles');
  const profile = useOwnProfile().data?.profile;
  const save = useSetOwnPosition();
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const { locating, problem, locate } = usePhonePosition((near) => {
    const [lat = NaN, lon = NaN] = near.split(',').map(Number);
    void send({ lat, lon });
  });

  async function send(position: { lat: number; lon: number } | null) {
    try {
      await save.mutateAsync(position);
      setStatus({ key: position ? 'ownPosition.shared' : 'ownPosition.cleared' });
    } catch (caught) {
      // A refusal (a point the server does not serve) comes in the server's words, already translated.
      const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
      setError(message ? { text: message } : { key: 'ownPosition.failed' });
    }
  }

  if (!profile) return null;
  const shared = profile.ownPosition !== undefined;
  const busy = locating || save.isPending;

  function press() {
    // Not disabled while busy: the same button stays focused when it turns into the other one.
    if (busy) return;
    setStatus(null);
    setError(null);
    if (shared) void send(null);
    else locate();
  }

  return (
    <section className="wallet-section own-position" aria-labelledby="own-position-title">
      <h2 id="own-position-title">{t('ownPosition.title')}</h2>
      <p>{shared ? t('ownPosition.fromShared') : t('ownPosition.fromTown')}</p>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={problem ? { key: `ownPosition.${problem}` } : error} />
      <button type="button" className="button button-secondary" onClick={press} aria-busy={busy}>
        {shared ? <MapPinIcon /> : <LocateIcon />}
        {locating
          ? t('ownPosition.locating')
          : save.isPending
            ? t('saving')
            : shared
              ? t('ownPosition.useTown')
              : t('ownPosition.use')}
      </button>
    </section>
  );
}
