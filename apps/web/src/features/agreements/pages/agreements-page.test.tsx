// The list of agreements, on the reader's own side: a worker's paid work with what is held for it now, an
// Employer's offers; each links to its page, says where it stands, the wage, the start and the other person.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AgreementListResponse, AgreementSummary, ProtectedResponse, UserType } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import AgreementsPage from './agreements-page';

beforeAll(() => loadNamespace('en', 'agreements'));

const userId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const summary: AgreementSummary = {
  id: '5b3c1e2d-4f6a-4b7c-8d9e-0f1a2b3c4d5e',
  status: 'funded',
  title: 'Paint two rooms',
  description: '',
  site: '',
  hours: '',
  amountPaise: 5_000_00,
  feePaise: 0,
  heldPaise: 5_000_00,
  releasedPaise: 0,
  refundedPaise: 0,
  startsOn: '2026-12-01',
  days: 5,
  employer: { id: '7a0e1d2c-3b4a-4c5d-8e9f-0a1b2c3d4e5f', name: 'Asha Builders' },
  worker: { id: userId, name: 'Ramesh Kumar' },
  you: 'worker',
  acceptedAt: '2026-11-20T05:00:00.000Z',
  fundedAt: '2026-11-20T06:00:00.000Z',
  completedAt: null,
  releaseDueAt: null,
  cancelAskedBy: null,
  createdAt: '2026-11-20T04:30:00.000Z',
};

let fetchSpy: MockInstance<typeof fetch>;
let lists: string[];

function answer(userType: UserType, page: AgreementListResponse) {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: userId, name: 'Ramesh', userType, phone: '+919876543210', language: 'en' },
      } satisfies ProtectedResponse);
    }
    if (url.startsWith('/api/agreements?')) {
      lists.push(url);
      return Response.json(page);
    }
    throw new Error(`Unexpected request to ${url}`);
  });
}

beforeEach(() => {
  saveSession('token', userId);
  queryClient.clear();
  lists = [];
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function openList() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <AgreementsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('AgreementsPage', () => {
  it('shows a worker their paid work and what is secured for it', async () => {
    answer('Labourer', { success: true, items: [summary], nextCursor: null, securedPaise: 5_000_00 });
    await openList();
    const list = await screen.findByRole('list', { name: 'Paid work' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Paint two rooms' })).toHaveAttribute(
      'href',
      `/app/agreements/${summary.id}`,
    );
    expect(card).toHaveTextContent('Wage held by KaamSetu');
    expect(card).toHaveTextContent('₹5,000');
    expect(card).toHaveTextContent(/Starts Tue, 1 Dec,? 2026 · 5 days/);
    expect(card).toHaveTextContent('Employer: Asha Builders');
    expect(screen.getByText('₹5,000 secured for your work')).toBeVisible();
    expect(lists).toEqual(['/api/agreements?role=worker']);
  });

  it('asks for the Employer’s side for an Employer, and points to workers when there is none', async () => {
    answer('Employer', { success: true, items: [], nextCursor: null, securedPaise: 0 });
    await openList();
    expect(await screen.findByText(/You have not offered paid work yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find workers' })).toHaveAttribute('href', '/app/home');
    expect(lists).toEqual(['/api/agreements?role=employer']);
  });
});
