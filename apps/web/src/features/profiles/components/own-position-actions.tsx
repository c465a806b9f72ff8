// What the buttons of "Distances to you" do (own-position.tsx): "Use my location" asks the phone for its position
// and saves it, "Measure from my town instead" forgets it. Loaded on the first press, which it carries out.
import { useEffect, useRef, useState } from 'react';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { useOwnProfile } from '../../../lib/get-own-profile';
import { usePhonePosition } from '../../../components/places/use-phone-position';
import type { Notice } from '../../../components/ui/form-notice';
import { useSetOwnPosition } from '../api/set-own-position';
import { OwnPositionView } from './own-position-view';

export default function OwnPositionActions() {
  const shared = useOwnProfile().data?.profile.ownPosition !== undefined;
  const save = useSetOwnPosition();
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
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

  const busy = locating || save.isPending;

  function press() {
    if (busy) return;
    setStatus(null);
    setError(null);
    if (shared) void send(null);
    else locate();
  }

  // The first press was on the button drawn before this code arrived: carried out once (development's strict mode
  // runs an effect twice), with the keyboard back on the button if that one had it.
  const pressedFirst = useRef(false);
  useEffect(() => {
    if (pressedFirst.current) return;
    pressedFirst.current = true;
    if (document.activeElement === null || document.activeElement === document.body) buttonRef.current?.focus();
    press();
  });

  return (
    <OwnPositionView
      shared={shared}
      busy={locating ? 'locating' : save.isPending ? 'saving' : undefined}
      status={status}
      error={problem ? { key: `ownPosition.${problem}` } : error}
      onPress={press}
      buttonRef={buttonRef}
    />
  );
}
