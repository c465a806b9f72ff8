import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { OfflineBanner } from './offline-banner';

/** What the browser does when the phone loses or finds its connection. */
function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('says nothing while online, tells the person when the connection goes, and clears when it returns', () => {
    const { container } = render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.textContent).toBe('');

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Showing what was saved on this phone.');

    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.textContent).toBe('');
  });

  it('shows when the page opens without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });

  it('speaks the reader’s language', async () => {
    await act(() => changeLanguage('hi'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('आप ऑफ़लाइन हैं।');
  });
});
