// "Distances to you" on the own profile: distances to the person are measured from their town until they share
// their phone's position (asked for only when "Use my location" is pressed, rounded to about 1 km before it
// leaves the phone); then one button goes back to the town. The server never shows the position, only distances.
import { lazy, Suspense, useState } from 'react';
import { useOwnProfile } from '../../../lib/get-own-profile';
import { OwnPositionView } from './own-position-view';

// Finding the phone's position and saving it load on the first press, which they then carry out: the profile
// shows only the button (issue 19, docs/decisions/040).
const OwnPositionActions = lazy(() => import('./own-position-actions'));

export function OwnPosition() {
  const profile = useOwnProfile().data?.profile;
  const [pressed, setPressed] = useState(false);
  if (!profile) return null;
  const shared = profile.ownPosition !== undefined;
  if (!pressed) return <OwnPositionView shared={shared} onPress={() => setPressed(true)} />;
  return (
    <Suspense fallback={<OwnPositionView shared={shared} busy={shared ? 'saving' : 'locating'} />}>
      <OwnPositionActions />
    </Suspense>
  );
}
