// The header's bell: a link to the inbox that says how many entries are unread, and just "Notifications" when
// none are.
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveSession } from '../../../lib/session-storage';
import { NotificationsBell } from './notifications-bell';

beforeAll(() => loadNamespace('en', 'notifications'));

let fetchSpy: MockInstance<typeof fetch>;
let unread: number;
beforeEach(() => {
  saveSession('token-of-ramesh', '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e');
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) !== '/api/me/notifications') throw new Error(`Unexpected request to ${String(input)}`);
    return Response.json({ success: true, items: [], nextCursor: null, unread });
  });
});
afterEach(() => fetchSpy.mockRestore());

async function showBell() {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NotificationsBell />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('NotificationsBell', () => {
  it('says how many are unread and opens the inbox', async () => {
    unread = 3;
    await showBell();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/app/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('keeps the badge small past 99', async () => {
    unread = 120;
    await showBell();
    expect(await screen.findByRole('link', { name: 'Notifications, 120 unread' })).toHaveTextContent('99+');
  });

  it('shows no number when everything is read', async () => {
    unread = 0;
    await showBell();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
  });
});
