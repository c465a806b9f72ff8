// The table of every job: newest first with each post's status in words, a status filter kept in the address,
// and Show more asking for the next page by its cursor.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Job, JobListResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveStaffToken } from '../../../lib/session-storage';
import AllJobsPage from './all-jobs-page';

beforeAll(() => Promise.all(['backOffice', 'staff'].map((namespace) => loadNamespace('en', namespace))));

function job(id: number, overrides: Partial<Job>): Job {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    title: `Job ${id}`,
    trade: 'mason',
    description: '',
    wagePaise: 800_00,
    wagePer: 'day',
    place: { id: 1259229, name: 'Pune', state: 'Maharashtra', district: 'Pune' },
    lat: 18.5,
    lon: 73.8,
    startsOn: '2026-12-01',
    days: null,
    workers: 2,
    contactHours: '',
    status: 'open',
    createdAt: `2026-11-2${id}T04:30:00.000Z`,
    expiresAt: '2026-12-25T04:30:00.000Z',
    employer: { id: 'e1', name: 'Asha Rao', companyName: '', rating: { average: 0, count: 0 }, badges: [] },
    ...overrides,
  };
}

let fetchSpy: MockInstance<typeof fetch>;
let asked: string[];

beforeEach(() => {
  saveStaffToken('staff-token');
  asked = [];
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    asked.push(url);
    const answers: Record<string, JobListResponse> = {
      '/api/staff/jobs': { jobs: [job(5, { title: 'Masons for a wall', applicants: 3 })], nextCursor: 'next' },
      '/api/staff/jobs?cursor=next': { jobs: [job(4, { title: 'Older job' })], nextCursor: null },
      '/api/staff/jobs?status=rejected': {
        jobs: [job(3, { title: 'Fee job', status: 'rejected', rejectionReason: 'Asked for a deposit' })],
        nextCursor: null,
      },
    };
    const answer = answers[url];
    if (!answer) throw new Error(`Unexpected request to ${url}`);
    return Response.json(answer);
  });
});
afterEach(() => fetchSpy.mockRestore());

async function openTable() {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/all-jobs']}>
          <Suspense fallback={null}>
            <AllJobsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('AllJobsPage', () => {
  it('lists every job newest first and shows older ones with Show more', async () => {
    await openTable();
    const row = (await screen.findByText('Masons for a wall')).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('₹800 a day');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('3 applicants');
    expect(screen.getByText('1 job shown. Show more for older ones.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Older job')).toBeVisible();
    expect(asked).toContain('/api/staff/jobs?cursor=next');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows only the jobs of the chosen status, with why a post was rejected', async () => {
    await openTable();
    await screen.findByText('Masons for a wall');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'rejected');
    const row = (await screen.findByText('Fee job')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Rejected')).toBeVisible();
    expect(row).toHaveTextContent('Reason: Asked for a deposit');
    expect(screen.queryByText('Masons for a wall')).toBeNull();
  });
});
