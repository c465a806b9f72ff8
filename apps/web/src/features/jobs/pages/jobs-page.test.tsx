// The worker's "Jobs near you": what a card says (wage, start day, distance, who is hiring), one tap to apply,
// the WhatsApp share, and what the page says when the worker's profile has no town.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { jobMessages, type Job, type JobListResponse, type ProtectedResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import JobsPage from './jobs-page';

beforeAll(async () => {
  await Promise.all(['jobs', 'reviews', 'places', 'trust'].map((namespace) => loadNamespace('en', namespace)));
});

const userId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const sampleJob: Job = {
  id: '7a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
  title: 'Plumber for bathroom fitting',
  trade: 'plumber',
  description: 'Two bathrooms, fittings supplied.',
  wagePaise: 70_000,
  wagePer: 'day',
  place: { id: 1269515, name: 'Jaipur', state: 'Rajasthan', district: 'Jaipur' },
  lat: 26.91962,
  lon: 75.78781,
  startsOn: '2026-11-28',
  days: 3,
  workers: 2,
  contactHours: '9 am to 6 pm',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  employer: {
    id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
    name: 'Asha Sharma',
    companyName: '',
    rating: { average: 4.5, count: 2 },
    badges: [],
  },
  distanceKm: 4.3,
  myApplication: null,
};

let fetchSpy: MockInstance<typeof fetch>;
let nearby: () => Response;
const calls: { method: string; url: URL }[] = [];

beforeEach(() => {
  saveSession('token', userId);
  queryClient.clear();
  calls.length = 0;
  let applied = false;
  nearby = () =>
    Response.json({
      jobs: [{ ...sampleJob, myApplication: applied ? 'applied' : null }],
      nextCursor: null,
    } satisfies JobListResponse);
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ method: init?.method ?? 'GET', url });
    if (url.pathname === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: userId, name: 'Ramesh', userType: 'Labourer', phone: '+919876543210', language: 'en' },
      } satisfies ProtectedResponse);
    }
    if (url.pathname === '/api/jobs/nearby') return nearby();
    if (url.pathname === `/api/jobs/${sampleJob.id}/apply`) {
      applied = true;
      const now = '2026-11-21T10:00:00.000Z';
      return Response.json(
        { application: { jobId: sampleJob.id, status: 'applied', createdAt: now, updatedAt: now } },
        { status: 201 },
      );
    }
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function openJobs(search = '') {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/app/jobs${search}`]}>
          <Suspense fallback={null}>
            <JobsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('Jobs near you', () => {
  it('shows the wage, the start day, how far and who is hiring, and applies with one tap', async () => {
    await openJobs();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs near you' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Plumber for bathroom fitting' });
    expect(within(card).getByText('₹700 per day')).toBeInTheDocument();
    expect(within(card).getByText('Sat, 28 Nov')).toHaveClass('job-starts-day');
    expect(within(card).getByText('4 km away')).toBeInTheDocument();
    expect(within(card).getByText('Posted by Asha Sharma')).toBeInTheDocument();
    expect(within(card).getByText('Rated 4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    expect(within(card).getByText('2 workers needed', { exact: false })).toBeInTheDocument();
    // Near the worker's own town unless they choose: no `near` is sent.
    const asked = calls.find((call) => call.url.pathname === '/api/jobs/nearby');
    expect(asked?.url.searchParams.get('near')).toBeNull();
    expect(asked?.url.searchParams.get('radiusKm')).toBe('25');

    const share = within(card).getByRole('link', { name: /Share on WhatsApp/ });
    const text = new URL(share.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe(`Plumber for bathroom fitting – ₹700 per day\nhttp://localhost:3000/jobs/${sampleJob.id}`);

    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/apply'))).toBe(true);
    expect(await within(card).findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('You applied. The Employer can now see your profile.');
  });

  it('sends the chosen distance and trade, and says when nothing is open', async () => {
    nearby = () => Response.json({ jobs: [], nextCursor: null } satisfies JobListResponse);
    await openJobs('?radiusKm=10&trade=painter&near=1269515');
    expect(await screen.findByText(/No open jobs near you right now/)).toBeInTheDocument();
    const asked = calls.find((call) => call.url.pathname === '/api/jobs/nearby');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({ radiusKm: '10', trade: 'painter', near: '1269515' });
    expect(screen.getByLabelText('Within')).toHaveValue('10');
    expect(screen.getByLabelText('Trade')).toHaveValue('painter');
  });

  it('asks a worker without a town on their profile to add one', async () => {
    nearby = () =>
      Response.json(
        { success: false, message: jobMessages.placeRequired, error: { code: 'VALIDATION_FAILED' } },
        { status: 400 },
      );
    await openJobs();
    expect(await screen.findByText(/Add your town to your profile, or choose a place above/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your town' })).toHaveAttribute('href', '/app/profile');
  });
});
