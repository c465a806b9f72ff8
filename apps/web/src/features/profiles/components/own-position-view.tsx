// "Distances to you" as it shows (own-position.tsx), before and after the code for a press arrived
// (own-position-actions.tsx).
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { LocateIcon, MapPinIcon } from '../../../components/ui/icons';

interface OwnPositionViewProps {
  /** Distances are measured from the phone's position, not the town. */
  shared: boolean;
  busy?: 'locating' | 'saving' | undefined;
  status?: Notice | null;
  error?: Notice | null;
  onPress?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

export function OwnPositionView({
  shared,
  busy,
  status = null,
  error = null,
  onPress,
  buttonRef,
}: OwnPositionViewProps) {
  const { t } = useTranslation('ownProfile');
  const { t: tProfiles } = useTranslation('profiles');
  return (
    <section className="wallet-section own-position" aria-labelledby="own-position-title">
      <h2 id="own-position-title">{t('ownPosition.title')}</h2>
      <p>{shared ? t('ownPosition.fromShared') : t('ownPosition.fromTown')}</p>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
      {/* Not disabled while busy: the same button stays focused when it turns into the other one. */}
      <button
        ref={buttonRef}
        type="button"
        className="button button-secondary"
        onClick={onPress}
        aria-busy={busy !== undefined}
      >
        {shared ? <MapPinIcon /> : <LocateIcon />}
        {busy === 'locating'
          ? t('ownPosition.locating')
          : busy === 'saving'
            ? tProfiles('saving')
            : shared
              ? t('ownPosition.useTown')
              : t('ownPosition.use')}
      </button>
    </section>
  );
}
