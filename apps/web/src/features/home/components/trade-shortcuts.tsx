// Home for an Employer, before searching: the common trades as chips with pictures; tapping one searches for
// it by its name in the page's language (search knows every language's names), as if it had been typed. Home
// hides them once results show, so the results start high on a phone.
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/get-session';
import { TradeChips, TradeLabel } from '../../../components/trades/trade-chips';

export function TradeShortcuts() {
  const { t } = useTranslation('home');
  const { t: tradeName } = useTranslation('trades');
  const { t: tPeople } = useTranslation('people');
  const session = useSession();
  if (session.data?.user.userType !== 'Employer') return null;

  return (
    <section className="trade-shortcuts" aria-labelledby="trade-shortcuts-title">
      <h2 id="trade-shortcuts-title">{t('tradesTitle')}</h2>
      <TradeChips
        labelledBy="trade-shortcuts-title"
        showAllLabel={(count) => tPeople('trades.showAll', { count })}
        showFewerLabel={tPeople('trades.showFewer')}
        renderChip={(trade) => (
          <Link
            className="chip trade-chip"
            to={{ pathname: paths.app.home, search: `?${new URLSearchParams({ q: tradeName(trade) }).toString()}` }}
          >
            <TradeLabel trade={trade} name={tradeName(trade)} />
          </Link>
        )}
      />
    </section>
  );
}
