// Small pictures that stand beside the words of primary actions, for people who read slowly or not at all.
// Inline SVG drawn in the text's colour: nothing extra to download, no icon font. Hidden from screen readers,
// because the words beside them already say what the action does.
import './icons.css';
import type { ReactNode } from 'react';

/** An icon component that draws `shape`, so each icon below is one line of its own. */
function drawnIcon(shape: ReactNode) {
  return function DrawnIcon() {
    return <Icon>{shape}</Icon>;
  };
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Sending something off: a code request, a Hire Now request, money to a UPI id. */
export const SendIcon = drawnIcon(<path d="M3 11 21 3l-8 18-2-8zM11 13 21 3" />);

/** Confirming: Verify, Save, Update, Approve. */
export const CheckIcon = drawnIcon(<path d="M5 12.5 10 17 19 7" />);

/** A check someone did: the verified badges. */
export const ShieldCheckIcon = drawnIcon(<path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6zM9 12l2 2 4-4.5" />);

export const SearchIcon = drawnIcon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </>,
);

/** Going on to the next thing: Join Now, Next. */
export const ArrowRightIcon = drawnIcon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const HomeIcon = drawnIcon(<path d="M4 11 12 4l8 7M6 9.5V20h12V9.5" />);

/** A mobile phone: seeing someone's number. */
export const PhoneIcon = drawnIcon(
  <>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 18h2" />
  </>,
);

/** A work bag: hiring someone. */
export const BriefcaseIcon = drawnIcon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V4h6v3M3 13h18" />
  </>,
);

/** Reporting a profile. */
export const FlagIcon = drawnIcon(<path d="M5 21V4h12l-2 4 2 4H5" />);

/** Adding: a person, Credits. */
export const PlusIcon = drawnIcon(<path d="M12 5v14M5 12h14" />);

/** Taking away: deducting Credits. */
export const MinusIcon = drawnIcon(<path d="M5 12h14" />);

export const PencilIcon = drawnIcon(<path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />);

/** Money in: recharging the wallet, paying. */
export const WalletIcon = drawnIcon(
  <>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2" />
  </>,
);

/** Saying no: Reject, Dismiss. */
export const CrossIcon = drawnIcon(<path d="M6 6l12 12M18 6 6 18" />);

/** Passing a case up to an Admin. */
export const ArrowUpIcon = drawnIcon(<path d="M12 19V5M6 11l6-6 6 6" />);

/** Blocking a profile. */
export const BlockIcon = drawnIcon(
  <>
    <circle cx="12" cy="12" r="8" />
    <path d="m6.5 6.5 11 11" />
  </>,
);

/** Saving a file on the phone: Download my data. */
export const DownloadIcon = drawnIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);

/** Throwing away for good: Delete my account. */
export const TrashIcon = drawnIcon(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />);

/** A person: one's own profile. */
export const PersonIcon = drawnIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </>,
);

/** A written agreement: paid work whose wage KaamSetu holds until the work is done. */
export const AgreementIcon = drawnIcon(
  <>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 12h7M9 16l2 2 4-4" />
  </>,
);

/** Leaving: Log out. */
export const LogOutIcon = drawnIcon(<path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" />);

/** Rating someone: Rate {name}, Send review. */
export const StarIcon = drawnIcon(<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />);

/** Answering someone's words: a reply to a review. */
export const ReplyIcon = drawnIcon(<path d="M10 8 5 12l5 4M5 12h9a5 5 0 0 1 5 5v1" />);

/** Taking something out of view without deleting it: staff hiding a review. */
export const EyeOffIcon = drawnIcon(
  <path d="M3 3l18 18M10.6 6.1A9.7 9.7 0 0 1 12 6c5 0 8.5 4 9.5 6a13 13 0 0 1-2.6 3.4M6.6 7.6A13 13 0 0 0 2.5 12c1 2 4.5 6 9.5 6a9 9 0 0 0 4.3-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);

/** A bell: notifications, the inbox. */
export const BellIcon = drawnIcon(<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2.2 2.2 0 0 0 4 0" />);

/** A pin on a map: searching near a place, how far someone is. */
export const MapPinIcon = drawnIcon(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);

/** Where the phone is: Use my location. */
export const LocateIcon = drawnIcon(
  <>
    <circle cx="12" cy="12" r="6.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
);
