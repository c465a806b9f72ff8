// Home's "Verified only" choice: it lives in the address with the rest of the search and asks the server for
// verified=true, so only people staff checked are listed (all of them when nothing is typed).
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { ProfileCard, ProtectedResponse, SearchResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import HomePage from './home-page';

beforeAll(async () => {
  await loadNamespace('en', 'home');
  await loadNamespace('en', 'people');
  await loadNamespace('en', 'trust');
});

const userId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const checkedWorker: ProfileCard = {
  id: '7a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
  name: 'Kavita Tiler',
  skills: 'Tiler',
  location: 'Pune',
  userType: 'Labourer',
  profileImage: '/default-avatar.svg',
  badges: ['mobile-verified', 'id-checked'],
};

let fetchSpy: MockInstance<typeof fetch>;
const searches: URLSearchParams[] = [];

beforeEach(() => {
  saveSession('token', userId);
  queryClient.clear();
  searches.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: userId, name: 'Asha', userType: 'Employer', phone: '+919876543210', language: 'en' },
      } satisfies ProtectedResponse);
    }
    if (url.pathname === '/api/search/profiles') {
      searches.push(url.searchParams);
      const verified = url.searchParams.get('verified') === 'true';
      return Response.json({
        success: true,
        profiles: verified ? [checkedWorker] : [],
        nextCursor: null,
      } satisfies SearchResponse);
    }
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

async function openHome(search = '') {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/app/home${search}`]}>
          <Suspense fallback={null}>
            <HomePage />
            <Address />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('HomePage: verified only', () => {
  it('sends verified=true with the typed words, keeps it in the address, and lists the checked people', async () => {
    await openHome('?q=tiler');
    expect(await screen.findByText('No profiles found.')).toBeInTheDocument();
    expect(searches.at(-1)?.get('verified')).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    expect(await screen.findByRole('link', { name: 'Kavita Tiler' })).toBeInTheDocument();
    expect(searches.at(-1)?.get('q')).toBe('tiler');
    expect(searches.at(-1)?.get('verified')).toBe('true');
    expect(screen.getByTestId('address')).toHaveTextContent('?q=tiler&verified=true');
    expect(screen.getByRole('button', { name: 'ID checked: what does it mean?' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\?q=tiler$/);
    expect(await screen.findByText('No profiles found.')).toBeInTheDocument();
  });

  it('lists every checked person when nothing is typed, under its own heading', async () => {
    await openHome('?verified=true');
    expect(await screen.findByRole('link', { name: 'Kavita Tiler' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Verified only' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Verified only' })).toBeInTheDocument();
    expect(searches.at(-1)?.get('q')).toBe('');
  });
});

describe('HomePage: the status line', () => {
  it('never says nobody was found on the way to showing the people found', async () => {
    // Every text the status line (read out by screen readers) takes, as it changes.
    const said: string[] = [];
    const observer = new MutationObserver(() => {
      const status = document.querySelector('.search-status');
      if (status?.textContent && said.at(-1) !== status.textContent) said.push(status.textContent);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      await openHome('?verified=true');
      expect(await screen.findByRole('link', { name: 'Kavita Tiler' })).toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
    expect(said).not.toContain('No profiles found.');
    expect(document.querySelector('.search-status')).toHaveTextContent(/^$/);
  });
});

describe('HomePage: offline', () => {
  let onLine: MockInstance<() => boolean>;
  beforeEach(() => {
    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => onLine.mockRestore());

  it('shows the results the phone saved for this search, and says when they were saved', async () => {
    fetchSpy.mockImplementation(async () =>
      Response.json({ success: true, profiles: [checkedWorker], nextCursor: null } satisfies SearchResponse, {
        // The saved copy keeps the Date of the day the server gave it.
        headers: { Date: 'Tue, 24 Nov 2026 09:30:00 GMT' },
      }),
    );
    await openHome('?q=tiler');
    expect(await screen.findByRole('link', { name: 'Kavita Tiler' })).toBeInTheDocument();
    expect(
      screen.getByText(/^You are offline\. These are the results saved on 24 Nov 2026, .+\.$/),
    ).toBeInTheDocument();
  });

  it('says a search never saved has no saved results, never that nobody was found', async () => {
    fetchSpy.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await openHome('?q=never-searched');
    expect(
      await screen.findByText(
        'You are offline and this search has not been saved yet. Search again when you are connected.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No profiles found.')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading profiles…')).not.toBeInTheDocument();
  });
});
