// The verified badges (Mobile verified, ID checked, Verified business) on cards and profile pages. Each badge is
// a button that opens a plain explanation of what KaamSetu checked and what it did not, so nobody reads more
// into a badge than is true. On cards only the checks staff did are shown: every account is Mobile verified.
import './trust.css';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { BadgeKind, OwnIdCheck } from '@kaamsetu/contract';
import { useTranslation } from '../../i18n/i18n';
import { formatDate } from '../../lib/date-time';
import { Dialog } from '../ui/dialog';
import { ShieldCheckIcon } from '../ui/icons';

interface BadgesProps {
  badges: readonly BadgeKind[] | undefined;
  /** For an id unique on the page (several cards each have badges). */
  idPrefix: string;
  /** Cards: leave out Mobile verified, which every account has. */
  compact?: boolean;
  /** The person's own ID check: the explanation then says which document was seen, how and when. */
  idCheck?: OwnIdCheck | null | undefined;
}

export function Badges({ badges, idPrefix, compact = false, idCheck }: BadgesProps) {
  const { t } = useTranslation('trust');
  const [open, setOpen] = useState<BadgeKind | null>(null);
  const openers = useRef(new Map<BadgeKind, HTMLButtonElement | null>());
  const shown = (badges ?? []).filter((badge) => !compact || badge !== 'mobile-verified');
  if (shown.length === 0) return null;

  function close() {
    const opener = open ? openers.current.get(open) : null;
    // Closed at once: while the modal dialog is open, the page behind it cannot take the focus.
    flushSync(() => setOpen(null));
    // Back where the reader was, as after any dialog.
    opener?.focus();
  }

  return (
    <>
      <ul className={`trust-badges${compact ? ' trust-badges-compact' : ''}`} aria-label={t('badges.listLabel')}>
        {shown.map((badge) => {
          const name = t(`badges.names.${badge}`);
          return (
            <li key={badge}>
              <button
                ref={(element) => {
                  openers.current.set(badge, element);
                }}
                type="button"
                className={`trust-badge trust-badge-${badge}`}
                aria-haspopup="dialog"
                aria-label={t('badges.open', { badge: name })}
                onClick={() => setOpen(badge)}
              >
                <ShieldCheckIcon />
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      {open ? <BadgeExplanation id={`${idPrefix}-${open}`} badge={open} idCheck={idCheck} onClose={close} /> : null}
    </>
  );
}

interface BadgeExplanationProps {
  id: string;
  badge: BadgeKind;
  idCheck: OwnIdCheck | null | undefined;
  onClose: () => void;
}

function BadgeExplanation({ id, badge, idCheck, onClose }: BadgeExplanationProps) {
  const { t, language } = useTranslation('trust');
  const checked =
    badge === 'id-checked' && idCheck
      ? t('badges.ownIdChecked', {
          document: t(`documents.${idCheck.documentType}`),
          method: t(`methods.${idCheck.method}`),
          date: formatDate(idCheck.checkedAt, language),
        })
      : t(`badges.explain.${badge}`);
  return (
    <Dialog
      className="confirm-dialog trust-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={onClose}
      initialFocus=".trust-dialog-close"
    >
      <h2 id={`${id}-title`}>
        <ShieldCheckIcon />
        {t(`badges.names.${badge}`)}
      </h2>
      <h3>{t('badges.whatChecked')}</h3>
      <p>{checked}</p>
      <h3>{t('badges.whatNotChecked')}</h3>
      <p>{t(`badges.notChecked.${badge}`)}</p>
      <button type="button" className="button button-secondary trust-dialog-close" onClick={onClose}>
        {t('badges.close')}
      </button>
    </Dialog>
  );
}
