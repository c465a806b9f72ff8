// Pictures for the trades the icon set has nothing fitting for, drawn in its style (24 × 24, 2 px round
// strokes in the text's colour), so every chip looks like one family.
import type { ReactNode, SVGProps } from 'react';

type DrawnIconProps = SVGProps<SVGSVGElement> & { size?: number };

function drawnIcon(paths: ReactNode) {
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
        {paths}
      </svg>
    );
  };
}

/** Bar bender: two bent reinforcement bars held by ties. */
export const BentBarsIcon = drawnIcon(
  <>
    <path d="M21 4H10a6 6 0 0 0-6 6v11" />
    <path d="M21 9h-9a3 3 0 0 0-3 3v9" />
    <path d="M15 2v9M2 15h9" />
  </>,
);

/** False ceiling (POP): a ceiling board hung from the slab, a lamp under it. */
export const FalseCeilingIcon = drawnIcon(
  <>
    <path d="M3 3h18M7 3v4M17 3v4" />
    <rect x="3" y="7" width="18" height="4" rx="1" />
    <path d="M12 11v3M9 18a3 3 0 0 1 6 0z" />
  </>,
);

/** Aluminium and glass fitter: a sliding window with a glint on the glass. */
export const SlidingWindowIcon = drawnIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M12 3v18M6 10l3-3M15 11l3-3" />
  </>,
);

/** Marble polisher: a floor polishing machine on a shining floor. */
export const FloorPolisherIcon = drawnIcon(
  <>
    <path d="M9 3h6M12 3v8" />
    <path d="M7 11h10a3 3 0 0 1 3 3v2H4v-2a3 3 0 0 1 3-3z" />
    <path d="M3 20h4M10 20h4M17 20h4" />
  </>,
);

/** Laundry and ironing: a clothes iron. */
export const ClothesIronIcon = drawnIcon(
  <>
    <path d="M3 18l3-7h15v7z" />
    <path d="M9 11V7h8a2 2 0 0 1 2 2v2" />
    <path d="M9 15h.01M13 15h.01" />
  </>,
);

/** Shuttering carpenter: a plank formwork panel held up by props. */
export const FormworkIcon = drawnIcon(
  <>
    <rect x="3" y="3" width="10" height="18" rx="1" />
    <path d="M8 3v18M13 8l8 13M13 14l4 7" />
  </>,
);

/** JCB and crane operator: an excavator on tracks, arm and bucket raised. */
export const ExcavatorIcon = drawnIcon(
  <>
    <rect x="2" y="16" width="12" height="5" rx="2.5" />
    <path d="M4 16v-5a1 1 0 0 1 1-1h4l3 6" />
    <path d="M11 13l5-8 5 6" />
    <path d="M21 11v4h-3z" />
  </>,
);
