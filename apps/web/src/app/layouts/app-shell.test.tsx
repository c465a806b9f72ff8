// The signed-in shell's session rule: only the server refusing the sign-in (401, 403) sends a person to /login;
// a connection that fails (offline, on a bad network) never logs them out. The browser side of this, with the
// service worker's saved answer, runs in e2e/offline.spec.ts.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ProtectedResponse } from '@kaamsetu/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session-storage';
import { queryClient } from '../../lib/query-client';
import { unreadQueryKey } from '../../features/notifications/api/get-notifications';
import { answerDrawn } from '../../test-support/answer-drawn';
import AppShell from './app-shell';

const signedIn: ProtectedResponse = {
  success: true,
  user: {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'Ramesh',
    userType: 'Labourer',
    phone: '+919876543210',
    language: 'en',
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's side of the session check, one answer (or failure) per call. */
let sessionAnswers: (() => Response)[];
/** Notifications not yet read, as the server counts them. */
let unread: number;
let fetchSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  saveSession('stored-token', signedIn.user.id);
  // The shell's query client lives for the whole app; each test starts without a remembered answer.
  queryClient.clear();
  sessionAnswers = [];
  unread = 2;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    // The bottom bar's Inbox asks for the unread count.
    if (path === '/api/me/notifications') return json(200, { success: true, items: [], nextCursor: null, unread });
    if (path !== '/api/users/protected') throw new Error(`Unexpected request to ${path}`);
    const answer = sessionAnswers.shift();
    if (!answer) throw new Error('The test gave no answer for this session check');
    return answer();
  });
});

afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

/** The login page's stand-in: shows where the guard sent the person, query included. */
function LoginStandIn() {
  const location = useLocation();
  return <h1>Login page {`${location.pathname}${location.search}`}</h1>;
}

async function openHome(entry = '/app/home') {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[entry]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/app" element={<AppShell />}>
              <Route path="home" element={<h1>Home page</h1>} />
              <Route path="profile-page/:profileId" element={<h1>Profile page</h1>} />
            </Route>
            <Route path="/login" element={<LoginStandIn />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
}

describe('AppShell session check', () => {
  it('opens the page when the server knows the sign-in', async () => {
    sessionAnswers.push(() => json(200, signedIn));
    await openHome();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    // The six places, the current one marked; Log out is on the Profile page, not a stray tap away.
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    // The Inbox says how many notifications are unread, in its name and on its badge.
    const inbox = await within(nav).findByRole('link', { name: 'Inbox 2 unread' });
    expect(inbox).toHaveAttribute('href', '/app/notifications');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Jobs', 'Search', 'Wallet', '2Inbox 2 unread', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Wallet' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: /log ?out/i })).not.toBeInTheDocument();
  });

  it('shows no number on the Inbox when everything is read, and keeps the badge small past 99', async () => {
    unread = 0;
    sessionAnswers.push(() => json(200, signedIn));
    await openHome();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    // No number once the count has been answered and drawn, not merely before it came.
    await answerDrawn(queryClient, unreadQueryKey());
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveTextContent(/^Inbox$/);

    unread = 120;
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: ['notifications'] });
    });
    const inbox = await within(nav).findByRole('link', { name: 'Inbox 120 unread' });
    expect(inbox).toHaveTextContent('99+Inbox 120 unread');
  });

  it('sends the person to /login, and back here afterwards, when the server refuses the sign-in', async () => {
    sessionAnswers.push(() => json(401, { success: false, message: 'Please log in again' }));
    await openHome();
    expect(await screen.findByRole('heading', { name: 'Login page /login?next=%2Fapp%2Fhome' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a shared profile link to /login with that link as next', async () => {
    clearSession();
    await openHome('/app/profile-page/42?from=share');
    expect(
      await screen.findByRole('heading', { name: 'Login page /login?next=%2Fapp%2Fprofile-page%2F42%3Ffrom%3Dshare' }),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the person signed in when there is no connection, and opens the page once there is', async () => {
    sessionAnswers.push(networkDown);
    await openHome();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check your sign-in. Check your connection and try again.',
    );
    expect(screen.queryByRole('heading', { name: /^Login page/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('stored-token');

    sessionAnswers.push(() => json(200, signedIn));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('does not log out on a server fault either', async () => {
    sessionAnswers.push(() => json(503, { success: false, message: 'Service unavailable' }));
    await openHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your sign-in.');
    expect(screen.queryByRole('heading', { name: /^Login page/ })).not.toBeInTheDocument();
  });

  it('stays open on the answer it has when asking again fails for want of a connection', async () => {
    sessionAnswers.push(() => json(200, signedIn));
    await openHome();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();

    sessionAnswers.push(networkDown);
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: ['session'] });
      // TanStack Query tells components on the next tick; let the shell see the failure before looking.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(queryClient.getQueryState(['session', 'stored-token'])?.status).toBe('error');
    expect(fetchSpy.mock.calls.filter((call: unknown[]) => call[0] === '/api/users/protected')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
