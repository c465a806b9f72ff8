// Trades as chips with their picture and their name in the page's language: the most common ones first, and
// a button that unfolds all of them. What a chip does (search, or add a skill) is the caller's: it renders
// each chip as a link or a toggle button around <TradeLabel>.
import '../ui/chips.css';
import { useId, useState, type ReactNode } from 'react';
import { trades, type Trade } from '@kaamsetu/contract';
import type { SupportedLanguage } from '../../i18n/i18n';
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
export function TradeLabel({ trade, language }: { trade: Trade; language: SupportedLanguage }) {
  return (
    <>
      <TradeIcon trade={trade.key} />
      <span>{trade[language]}</span>
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
  renderChip: (trade: Trade) => ReactNode;
}

export function TradeChips({ labelledBy, showAllLabel, showFewerLabel, alwaysShown, renderChip }: TradeChipsProps) {
  const listId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const shown = unfolded
    ? trades
    : [
        ...commonTradeKeys.flatMap((key) => trades.filter((trade) => trade.key === key)),
        ...trades.filter((trade) => alwaysShown?.has(trade.key) && !commonTradeKeys.includes(trade.key)),
      ];

  return (
    <div className="trade-chips">
      <ul id={listId} className="chips trade-chip-list" aria-labelledby={labelledBy}>
        {shown.map((trade) => (
          <li key={trade.key}>{renderChip(trade)}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-secondary trade-chips-toggle"
        aria-expanded={unfolded}
        aria-controls={listId}
        onClick={() => setUnfolded(!unfolded)}
      >
        {unfolded ? showFewerLabel : showAllLabel(trades.length)}
      </button>
    </div>
  );
}
