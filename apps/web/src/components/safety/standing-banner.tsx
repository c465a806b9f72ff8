// The banner a warned or suspended person sees on Home and on their own profile. Nothing shows for a person in
// good standing, which is nearly everyone, so what it says (standing-notice.tsx, with its words and the appeal)
// loads only when the server answers with a sanction: Home and the profile paint without it (issue 19).
import { lazy, Suspense } from 'react';
import { useStanding } from '../../lib/get-standing';

const StandingNotice = lazy(() => import('./standing-notice').then((module) => ({ default: module.StandingNotice })));

export function StandingBanner() {
  const standing = useStanding();
  const sanction = standing.data?.sanction;
  if (!standing.data || !sanction) return null;
  return (
    <Suspense fallback={null}>
      <StandingNotice sanction={sanction} suspended={standing.data.status === 'suspended'} />
    </Suspense>
  );
}
