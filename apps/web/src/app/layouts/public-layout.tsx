// Layout of the public pages under the router: their chrome (public-frame.tsx) with the router's links and the
// routed page.
import { Link, NavLink } from 'react-router';
import { MainOutlet } from '../../components/ui/main-outlet';
import { PublicFrame } from './public-frame';

export function PublicLayout() {
  return <PublicFrame main={<MainOutlet />} Link={Link} NavLink={NavLink} />;
}
