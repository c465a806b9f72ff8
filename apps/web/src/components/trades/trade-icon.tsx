// One picture per trade in the vocabulary (packages/contract trade-keys.ts), so a worker who reads little can
// pick "plumber" by its tap and an Employer can spot a painter at a glance; a skill that names no trade gets a
// neutral briefcase. The pictures are one SVG sprite, an image the browser fetches once and keeps, not
// JavaScript (docs/decisions/038); scripts/trade-pictures.ts draws it. A hashed name, so it is cached for good.
import { isTradeKey } from '@kaamsetu/contract';
import sprite from './trade-pictures.svg?url&no-inline';
import { neutralPictureId, tradePictureId } from './trade-picture-ids';
import './trades.css';

interface TradeIconProps {
  /** A trade key from the vocabulary; anything else, or nothing, shows the neutral picture. */
  trade: string | undefined;
  size?: number;
}

/**
 * Decorative: the trade's name always stands beside it, so screen readers skip the picture. The sprite's
 * symbols are outlines only; the stroke is set here, in the text's colour, and the <use> passes it on.
 */
export function TradeIcon({ trade, size = 24 }: TradeIconProps) {
  return (
    <svg
      className="trade-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <use href={`${sprite}#${isTradeKey(trade) ? tradePictureId(trade) : neutralPictureId}`} />
    </svg>
  );
}
