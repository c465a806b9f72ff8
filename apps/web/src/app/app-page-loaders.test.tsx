// A first visit to a signed-in page asks for what the page shows first beside the session check, and the page then
// shows those answers without asking the server again.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type {
  ContactStatusResponse,
  ProfileCard,
  ProtectedResponse,
  PublicProfileResponse,
  SearchResponse,
} from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { saveSession } from '../lib/session-storage';
import HomePage from '../features/home/pages/home-page';
import PublicProfilePage from '../features/profiles/pages/public-profile-page';
import { preloadAppPage } from './app-page-loaders';

beforeAll(async () => {
  const namespaces = ['home', 'people', 'trust', 'profiles', 'publicProfile', 'reviewList', 'places', 'trades'];
  await Promise.all(namespaces.map((namespace) => loadNamespace('en', namespace)));
});

const userId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const tiler: ProfileCard = {
  id: '7a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
  name: 'Kavita Tiler',
  skills: 'Tiler',
  location: 'Pune',
  userType: 'Labourer',
  profileImage: '/default-avatar.svg',
  badges: ['mobile-verified', 'id-checked'],
};

const tilerProfile = {
  ...tiler,
  location: 'Pune, Maharashtra',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '',
  skillTrades: ['tiler'],
  workExperience: '',
  companyName: '',
  businessType: '',
  callTimeStart: '',
  callTimeEnd: '',
  imageUrl: '/default-avatar.svg',
  profileComplete: true,
};

let fetchSpy: MockInstance<typeof fetch>;
const asked: URL[] = [];

beforeEach(() => {
  saveSession('token', userId);
  queryClient.clear();
  asked.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    if (url.pathname === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: userId, name: 'Asha', userType: 'Employer', phone: '+919876543210', language: 'en' },
      } satisfies ProtectedResponse);
    }
    if (url.pathname === `/api/profiles/${tiler.id}`) {
      return Response.json({ success: true, profile: tilerProfile } satisfies PublicProfileResponse);
    }
    if (url.pathname === `/api/contacts/${tiler.id}`) {
      return Response.json({
        success: true,
        unlocked: false,
        pricePaise: 1_500,
        workerSharePaise: 1_000,
      } satisfies ContactStatusResponse);
    }
    if (url.pathname === '/api/search/profiles') {
      return Response.json({ success: true, profiles: [tiler], nextCursor: null } satisfies SearchResponse);
    }
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

const searches = () => asked.filter((url) => url.pathname === '/api/search/profiles');

it("asks for Home's search in its address with the session, and Home shows that answer without asking again", async () => {
  preloadAppPage({ pathname: '/app/home', search: '?q=tiler&verified=true' });
  await vi.waitFor(() => expect(searches()).toHaveLength(1));
  expect(asked.map((url) => url.pathname)).toEqual(
    expect.arrayContaining([
      '/api/users/protected',
      '/api/users/protected/get-profile',
      '/api/safety/standing',
      '/api/me/notifications',
    ]),
  );
  expect(searches()[0]?.searchParams.get('q')).toBe('tiler');
  expect(searches()[0]?.searchParams.get('verified')).toBe('true');
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/app/home?q=tiler&verified=true']}>
          <Suspense fallback={null}>
            <HomePage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  expect(await screen.findByRole('link', { name: 'Kavita Tiler' })).toBeInTheDocument();
  expect(searches()).toHaveLength(1);
});

it("asks for a worker's profile and the number's price with the session; an Employer's page shows both at once", async () => {
  const address = `/app/profile-page/${tiler.id}`;
  const askedFor = (pathname: string) => asked.filter((url) => url.pathname === pathname);
  preloadAppPage({ pathname: address, search: '' });
  await vi.waitFor(() => expect(askedFor(`/api/contacts/${tiler.id}`)).toHaveLength(1));
  expect(askedFor(`/api/profiles/${tiler.id}`)).toHaveLength(1);
  expect(askedFor('/api/users/protected')).toHaveLength(1);
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[address]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/app/profile-page/:profileId" element={<PublicProfilePage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  // The first drawing of the page has the offer, so nothing below it moves when it would have arrived.
  expect(await screen.findByRole('heading', { level: 1, name: 'Kavita Tiler' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'View contact (₹15)' })).toBeInTheDocument();
  expect(screen.queryByText('Checking…')).not.toBeInTheDocument();
  expect(askedFor(`/api/contacts/${tiler.id}`)).toHaveLength(1);
  expect(askedFor(`/api/profiles/${tiler.id}`)).toHaveLength(1);
});
