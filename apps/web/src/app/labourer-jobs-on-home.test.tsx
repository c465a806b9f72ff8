// A worker's Home leads with the jobs near them; an Employer's Home does not ask for jobs at all.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Job, JobListResponse, ProtectedResponse, UserType } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { saveSession } from '../lib/session-storage';
import { answerDrawn, everyAnswerDrawn } from '../test-support/answer-drawn';
import { LabourerJobsOnHome } from './labourer-jobs-on-home';

beforeAll(async () => {
  await Promise.all(['common', 'jobs', 'places', 'trades', 'trust'].map((namespace) => loadNamespace('en', namespace)));
  // The lead's code is a lazy chunk: compiled once here, so a busy machine's first compile does not eat the
  // time the tests give the page to show it (and a lead wrongly shown is on screen as soon as the answers are).
  await import('../features/jobs/components/nearest-jobs');
});

const userId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';

function job(n: number): Job {
  return {
    id: `7a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5${n}`,
    title: `Painting job ${n}`,
    trade: 'painter',
    description: '',
    wagePaise: 60_000 + n * 1_000,
    wagePer: 'day',
    place: { id: 1269515, name: 'Jaipur', state: 'Rajasthan', district: 'Jaipur' },
    lat: 26.91962,
    lon: 75.78781,
    startsOn: '2026-11-28',
    days: 2,
    workers: 1,
    contactHours: '',
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    employer: {
      id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
      name: 'Asha Sharma',
      companyName: '',
      rating: { average: 0, count: 0 },
      badges: [],
    },
    distanceKm: n,
    myApplication: null,
  };
}

let fetchSpy: MockInstance<typeof fetch>;
let userType: UserType;
let nearbyJobs: Job[];
const asked: string[] = [];

beforeEach(() => {
  saveSession('token', userId);
  queryClient.clear();
  asked.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.pathname);
    if (url.pathname === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: userId, name: 'Ramesh', userType, phone: '+919876543210', language: 'en' },
      } satisfies ProtectedResponse);
    }
    if (url.pathname === '/api/jobs/nearby') {
      return Response.json({ jobs: nearbyJobs, nextCursor: null } satisfies JobListResponse);
    }
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function openHomeLead() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/app/home']}>
          <Suspense fallback={null}>
            <LabourerJobsOnHome />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe("Home's jobs near a worker", () => {
  it('shows the two nearest open jobs with Apply, and the way to all of them', async () => {
    userType = 'Labourer';
    nearbyJobs = [job(1), job(2), job(3)];
    await openHomeLead();
    const section = await screen.findByRole('region', { name: 'Jobs near you' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(section).getByText('Painting job 1')).toBeInTheDocument();
    expect(within(section).queryByText('Painting job 3')).toBeNull();
    expect(within(cards[0]!).getByText('₹610 per day')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all jobs near you' })).toHaveAttribute('href', '/app/jobs');
  });

  it('says when nothing is open near the worker', async () => {
    userType = 'Labourer';
    nearbyJobs = [];
    await openHomeLead();
    expect(await screen.findByText(/No open jobs near you right now/)).toBeInTheDocument();
  });

  it('is not there for an Employer, who never asks for jobs near them', async () => {
    userType = 'Employer';
    nearbyJobs = [job(1)];
    await openHomeLead();
    // Not there once the sign-in has been answered and drawn, and whatever that drawing asked for has been
    // answered and drawn too (a worker's jobs near them), not merely before they came.
    await answerDrawn(queryClient, ['session']);
    await everyAnswerDrawn(queryClient);
    expect(screen.queryByRole('region', { name: 'Jobs near you' })).toBeNull();
    expect(asked).not.toContain('/api/jobs/nearby');
  });
});
