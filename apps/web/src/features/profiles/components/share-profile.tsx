// Share Profile: the phone's own share sheet where there is one (Web Share API); elsewhere the link is
// copied, offered as text to copy by hand if copying is not allowed, and offered to WhatsApp.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';

// The link as text to copy is shown only when copying was refused, so its field loads then (issue 19).
const TextField = lazy(() => import('../../../components/ui/lazy-text-field'));

type Fallback = 'copied' | 'copyFailed';

export function ShareProfile({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation('publicProfile');
  const { t: tCommon } = useTranslation();
  const [fallback, setFallback] = useState<Fallback | null>(null);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('public.shareTitle', { name }), url });
        return;
      } catch (caught) {
        // Closing the share sheet is a choice, not a failure; anything else falls through to the other ways.
        if (caught instanceof DOMException && caught.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setFallback('copied');
    } catch {
      setFallback('copyFailed');
    }
  }

  return (
    <div className="share-profile">
      <button type="button" className="button button-secondary" onClick={() => void share()}>
        {t('public.share')}
      </button>
      <p className="form-status" role="status">
        {fallback === 'copied' ? t('public.copied') : null}
      </p>
      {fallback === 'copyFailed' ? (
        <Suspense fallback={null}>
          <TextField
            id="share-profile-link"
            label={t('public.linkLabel')}
            value={url}
            readOnly
            onFocus={(event) => event.target.select()}
          />
        </Suspense>
      ) : null}
      {fallback ? (
        <a
          className="button button-secondary"
          href={`https://wa.me/?text=${encodeURIComponent(url)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('public.whatsapp')}
          <span className="visually-hidden"> {tCommon('footer.newTab')}</span>
        </a>
      ) : null}
    </div>
  );
}
