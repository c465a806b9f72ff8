// Catches a page that failed to open (most often offline: its code or its text was never saved on this phone)
// and says so with a way to try again, instead of leaving the whole screen blank. It resets when the person
// goes to another page through the header.
import './load-failed.css';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';

function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="load-failed">
      <p role="alert">{t('offline.pageFailed')}</p>
      {/* React remembers a failed page download; only a fresh load of the page asks the network again. */}
      <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
        {t('offline.tryAgain')}
      </button>
    </div>
  );
}

interface Props {
  /** The page's address: a new one clears the failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

export class PageLoadBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page could not be opened', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
