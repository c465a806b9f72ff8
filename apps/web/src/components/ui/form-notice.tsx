// A form's message line: an error (role="alert") or a confirmation (role="status"). A notice is kept as a
// catalogue key or as the server's own text, so our texts follow a language switch and the server's stay as sent.
import type { Translate, TranslateValues } from '../../i18n/i18n';

export type Notice = { key: string; values?: TranslateValues } | { text: string };

function noticeText(t: Translate, notice: Notice): string {
  return 'key' in notice ? t(notice.key, notice.values) : notice.text;
}

export function FormError({ t, notice }: { t: Translate; notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className="form-error" role="alert">
      {noticeText(t, notice)}
    </p>
  );
}

/** Always rendered, because screen readers announce changes to a status region that already exists. */
export function FormStatus({ t, notice }: { t: Translate; notice: Notice | null }) {
  return (
    <p className="form-status" role="status">
      {notice ? noticeText(t, notice) : null}
    </p>
  );
}
