// Pictures for the trades the icon set has nothing fitting for, drawn in its style (24 × 24, 2 px round
// strokes in the text's colour), so every chip looks like one family. Each is a list of SVG path outlines.
import type { SVGProps } from 'react';

type DrawnIconProps = SVGProps<SVGSVGElement> & { size?: number };

function drawnIcon(outlines: readonly string[]) {
  return function DrawnIcon({ size = 24, ...svg }: DrawnIconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...svg}
      >
        {outlines.map((outline) => (
          <path key={outline} d={outline} />
        ))}
      </svg>
    );
  };
}

/** Bar bender: two bent reinforcement bars held by ties. */
export const BentBarsIcon = drawnIcon(['M21 4H10a6 6 0 0 0-6 6v11', 'M21 9h-9a3 3 0 0 0-3 3v9', 'M15 2v9M2 15h9']);

/** False ceiling (POP): a ceiling board hung from the slab, a lamp under it. */
export const FalseCeilingIcon = drawnIcon([
  'M3 3h18M7 3v4M17 3v4',
  'M4 7h16a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z',
  'M12 11v3M9 18a3 3 0 0 1 6 0z',
]);

/** Aluminium and glass fitter: a sliding window with a glint on the glass. */
export const SlidingWindowIcon = drawnIcon([
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M12 3v18M6 10l3-3M15 11l3-3',
]);

/** Marble polisher: a floor polishing machine on a shining floor. */
export const FloorPolisherIcon = drawnIcon([
  'M9 3h6M12 3v8',
  'M7 11h10a3 3 0 0 1 3 3v2H4v-2a3 3 0 0 1 3-3z',
  'M3 20h4M10 20h4M17 20h4',
]);

/** Laundry and ironing: a clothes iron. */
export const ClothesIronIcon = drawnIcon(['M3 18l3-7h15v7z', 'M9 11V7h8a2 2 0 0 1 2 2v2', 'M9 15h.01M13 15h.01']);

/** Shuttering carpenter: a plank formwork panel held up by props. */
export const FormworkIcon = drawnIcon([
  'M4 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z',
  'M8 3v18M13 8l8 13M13 14l4 7',
]);

/** JCB and crane operator: an excavator on tracks, arm and bucket raised. */
export const ExcavatorIcon = drawnIcon([
  'M4.5 16h7a2.5 2.5 0 0 1 0 5h-7a2.5 2.5 0 0 1 0-5z',
  'M4 16v-5a1 1 0 0 1 1-1h4l3 6',
  'M11 13l5-8 5 6',
  'M21 11v4h-3z',
]);
