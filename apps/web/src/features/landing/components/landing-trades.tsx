// Under "For Employers": pictures of the trades people hire most, with their names in the page's language,
// so a visitor sees at a glance who they can find. Loaded after the page paints (landing-page.tsx), so the
// trade pictures never weigh on the first screen.
import { trades } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { commonTradeKeys, TradeLabel } from '../../../components/trades/trade-chips';

const shownTrades = commonTradeKeys.slice(0, 8).flatMap((key) => trades.filter((trade) => trade.key === key));

export default function LandingTrades() {
  const { t, language } = useTranslation();
  return (
    <ul className="landing-trades" aria-label={t('landing.forEmployers.tradesLabel')}>
      {shownTrades.map((trade) => (
        <li key={trade.key}>
          <TradeLabel trade={trade.key} name={trade[language]} />
        </li>
      ))}
    </ul>
  );
}
