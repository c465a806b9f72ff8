// The names of the trade pictures' symbols in their sprite, shared by the script that draws it
// (scripts/trade-pictures.ts) and the component that shows them.

/** The symbol of the neutral picture, for a skill that names no trade. */
export const neutralPictureId = 'skill-without-trade';

/** The symbol of a trade's picture. */
export function tradePictureId(tradeKey: string): string {
  return `trade-${tradeKey}`;
}
