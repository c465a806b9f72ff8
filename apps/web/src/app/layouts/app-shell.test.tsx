// The signed-in shell's session rule: only the server refusing the sign-in (401, 403) sends a person to /login;
// a connection that fails (offline, on a bad network) never logs them out. The browser side of this, with the
// service worker's saved answer, runs in e2e/offline.spec.ts.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ProtectedResponse } from '@kaamsetu/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session-storage';
import { queryClient } from '../../lib/query-client';
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
let fetchSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  saveSession('stored-token', signedIn.user.id);
  // The shell's query client lives for the whole app; each test starts without a remembered answer.
  queryClient.clear();
  sessionAnswers = [];
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    // The header's bell asks for the unread count.
    if (path === '/api/me/notifications') return json(200, { success: true, items: [], nextCursor: null, unread: 2 });
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

async function openHome() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/app/home']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/app" element={<AppShell />}>
              <Route path="home" element={<h1>Home page</h1>} />
            </Route>
            <Route path="/login" element={<h1>Login page</h1>} />
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
    // The five places, the current one marked; Log out is on the Profile page, not a stray tap away.
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Jobs', 'Search', 'Wallet', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Wallet' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: /log ?out/i })).not.toBeInTheDocument();
    // The bell in the header opens the inbox and says how many are unread.
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/app/notifications',
    );
  });

  it('sends the person to /login when the server refuses the sign-in', async () => {
    sessionAnswers.push(() => json(401, { success: false, message: 'Please log in again' }));
    await openHome();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('keeps the person signed in when there is no connection, and opens the page once there is', async () => {
    sessionAnswers.push(networkDown);
    await openHome();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check your sign-in. Check your connection and try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('stored-token');

    sessionAnswers.push(() => json(200, signedIn));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('does not log out on a server fault either', async () => {
    sessionAnswers.push(() => json(503, { success: false, message: 'Service unavailable' }));
    await openHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your sign-in.');
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
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
