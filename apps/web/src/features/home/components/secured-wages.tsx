// A worker's "₹X secured for your work" on Home: the wages KaamSetu holds for their agreed work now, linking to
// their agreements. Nothing at all while it loads, when it fails, or when nothing is held.
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/get-session';
import { formatPrice } from '../../../lib/rupees';
import { ShieldCheckIcon } from '../../../components/ui/icons';
import { useSecuredWages } from '../api/get-secured-wages';

export function SecuredWages() {
  const isLabourer = useSession().data?.user.userType === 'Labourer';
  if (!isLabourer) return null;
  return <SecuredLine />;
}

function SecuredLine() {
  const { t, language } = useTranslation('home');
  const securedPaise = useSecuredWages().data ?? 0;
  if (securedPaise <= 0) return null;
  return (
    <p className="home-secured">
      <Link to={paths.app.agreements}>
        <ShieldCheckIcon />
        {t('secured', { amount: formatPrice(securedPaise, language) })}
      </Link>
    </p>
  );
}
