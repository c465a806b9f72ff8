// Trades as chips with their picture and their name in the page's language: the most common ones first, and
// a button that unfolds all of them. What a chip does (search, or add a skill) is the caller's: it renders
// each chip, given the trade's key, as a link or a toggle button around <TradeLabel>.
import '../ui/chips.css';
import { useId, useState, type ReactNode } from 'react';
import { tradeKeys } from '@kaamsetu/contract';
import { TradeIcon } from './trade-icon';

/** The trades people look for most, in the order they are shown before the list is unfolded. */
export const commonTradeKeys: readonly string[] = [
  'mason',
  'helper',
  'electrician',
  'plumber',
  'painter',
  'carpenter',
  'driver',
  'housemaid',
  'cook',
  'security-guard',
  'cleaner',
  'loader',
];

/** The picture and the name, for inside a chip; the picture is decorative since the name stands beside it. */
export function TradeLabel({ trade, name }: { trade: string; name: string }) {
  return (
    <>
      <TradeIcon trade={trade} />
      <span>{name}</span>
    </>
  );
}

interface TradeChipsProps {
  /** The id of the visible heading or legend that names the list. */
  labelledBy: string;
  /** Already translated: the unfold button, given the number of trades, and the fold button. */
  showAllLabel: (count: number) => string;
  showFewerLabel: string;
  /** Trades shown even while the list is folded, such as the ones a worker already picked. */
  alwaysShown?: ReadonlySet<string>;
  /** Given a trade's key. */
  renderChip: (trade: string) => ReactNode;
}

export function TradeChips({ labelledBy, showAllLabel, showFewerLabel, alwaysShown, renderChip }: TradeChipsProps) {
  const listId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const shown: readonly string[] = unfolded
    ? tradeKeys
    : [...commonTradeKeys, ...tradeKeys.filter((key) => alwaysShown?.has(key) && !commonTradeKeys.includes(key))];

  return (
    <div className="trade-chips">
      <ul id={listId} className="chips trade-chip-list" aria-labelledby={labelledBy}>
        {shown.map((trade) => (
          <li key={trade}>{renderChip(trade)}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-secondary trade-chips-toggle"
        aria-expanded={unfolded}
        aria-controls={listId}
        onClick={() => setUnfolded(!unfolded)}
      >
        {unfolded ? showFewerLabel : showAllLabel(tradeKeys.length)}
      </button>
    </div>
  );
}
