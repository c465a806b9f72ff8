// A result card says "calls … available now" only while the worker takes calls, by India's clock, "Free today"
// when the worker said so, and how far away the worker is when the search was near somewhere.
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProfileCard } from '@kaamsetu/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespace } from '../../../i18n/i18n';
import { ProfileCardList } from './profile-card-list';

beforeAll(() => Promise.all([loadNamespace('en', 'people'), loadNamespace('en', 'reviews')]));
afterEach(() => vi.useRealTimers());

const worker: ProfileCard = {
  id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  name: 'Ramesh Kumar',
  skills: 'Plumber',
  location: 'Jaipur, Rajasthan',
  userType: 'Labourer',
  profileImage: '/default-avatar.svg',
  callTimeStart: '08:00',
  callTimeEnd: '20:00',
};

async function showAt(indiaTime: string, card: ProfileCard) {
  // Only Date is faked: the list's text loads with real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`2026-11-25T${indiaTime}:00+05:30`));
  await act(async () => {
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <ProfileCardList profiles={[card]} labelledBy="results" />
        </Suspense>
      </MemoryRouter>,
    );
  });
  await screen.findByRole('link', { name: 'Ramesh Kumar' });
}

describe('ProfileCardList', () => {
  it('shows the call window and "available now" inside it', async () => {
    await showAt('10:30', worker);
    expect(screen.getByText(/^Calls .*8:00.* to .*8:00.*, available now$/i)).toBeInTheDocument();
  });

  it('says nothing about calls outside the window', async () => {
    await showAt('21:15', worker);
    expect(screen.queryByText(/available now/)).not.toBeInTheDocument();
  });

  it('says nothing about calls for a card without a window (a spec-shaped answer)', async () => {
    const { callTimeStart: _start, callTimeEnd: _end, ...specCard } = worker;
    await showAt('10:30', specCard);
    expect(screen.queryByText(/available now/)).not.toBeInTheDocument();
  });

  it('shows the stars and how many reviews, and "New" for a worker nobody has reviewed yet', async () => {
    await showAt('21:15', { ...worker, rating: { average: 4.8, count: 40 } });
    expect(screen.getByText('Rated 4.8 out of 5 from 40 reviews')).toBeInTheDocument();
    cleanup();
    await showAt('21:15', { ...worker, rating: { average: 0, count: 0 } });
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/Rated/)).not.toBeInTheDocument();
  });

  it('says how far away the worker is when the search was near somewhere, in whole kilometres', async () => {
    const distances = [
      [0, 'under 1 km away'],
      [0.9, 'under 1 km away'],
      [1, '1 km away'],
      [3.6, '4 km away'],
      [12.4, '12 km away'],
    ] as const;
    for (const [distanceKm, text] of distances) {
      await showAt('21:15', { ...worker, distanceKm });
      const meta = screen.getByText('Jaipur, Rajasthan').parentElement!;
      expect(meta).toHaveTextContent(text);
      cleanup();
    }
  });

  it('marks a worker who said they are free today, and only them', async () => {
    await showAt('21:15', { ...worker, freeToday: true });
    expect(screen.getByText('Free today')).toBeVisible();
    cleanup();
    await showAt('21:15', { ...worker, freeToday: false });
    expect(screen.queryByText('Free today')).not.toBeInTheDocument();
  });

  it('says nothing about distance for a search near nowhere', async () => {
    await showAt('21:15', worker);
    expect(screen.queryByText(/away/)).not.toBeInTheDocument();
  });

  it('marks a sample person "Sample", in words a screen reader reads in full, and a real person not at all', async () => {
    await changeLanguage('en');
    await showAt('21:15', { ...worker, sample: true });
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('Sample');
    expect(card).toHaveTextContent('Sample profile, not a real person');
    cleanup();
    await showAt('21:15', worker);
    expect(screen.getByRole('listitem')).not.toHaveTextContent(/Sample/);
  });

  it('says "Sample" in the reader\'s language', async () => {
    await changeLanguage('hi');
    await showAt('21:15', { ...worker, sample: true });
    expect(screen.getByText('नमूना')).toBeInTheDocument();
    expect(screen.getByText('नमूना प्रोफ़ाइल, असली व्यक्ति नहीं')).toBeInTheDocument();
    cleanup();
    await changeLanguage('en');
  });

  it("names the skills the server says are trades by the trade's name in the reader's language, the rest as typed", async () => {
    const mistri = {
      ...worker,
      skills: 'Raj Mistri, Tiles, Tile polishing',
      skillTrades: ['mason', 'tiler', null],
    } satisfies ProfileCard;
    await changeLanguage('mr');
    await showAt('21:15', mistri);
    expect(screen.getByText('गवंडी, फरशी फिटर, Tile polishing')).toBeInTheDocument();
    expect(screen.getByRole('listitem').querySelector('use')?.getAttribute('href')).toMatch(/#trade-mason$/);
    // Switching the language renames them in place.
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Mason, Tile fitter, Tile polishing')).toBeInTheDocument();
    cleanup();
    // An answer without the keys (one cached before the server sent them) shows the skills as typed.
    await showAt('21:15', { ...mistri, skillTrades: undefined });
    expect(screen.getByText('Raj Mistri, Tiles, Tile polishing')).toBeInTheDocument();
  });

  it("says the distance in the reader's language", async () => {
    await changeLanguage('hi');
    await showAt('21:15', { ...worker, distanceKm: 3.6 });
    expect(screen.getByText('4 किमी दूर')).toBeInTheDocument();
    cleanup();
    await changeLanguage('ta');
    await showAt('21:15', { ...worker, distanceKm: 0.3 });
    expect(screen.getByText('1 கி.மீ.க்குள்')).toBeInTheDocument();
  });
});
