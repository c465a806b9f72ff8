// The Admin's table of work agreements: newest first, each row with both people, the status in words and where
// the wage stands; the search goes into the address and the query; Show more asks for the next page by its cursor.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AdminAgreement, AdminAgreementsResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveStaffToken } from '../../../lib/session-storage';
import AllAgreementsPage from './all-agreements-page';

beforeAll(() => Promise.all(['backOffice', 'staff', 'agreements'].map((namespace) => loadNamespace('en', namespace))));

function row(id: number, overrides: Partial<AdminAgreement>): AdminAgreement {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    proposedAt: `2026-11-2${id}T04:30:00.000Z`,
    title: `Agreement ${id}`,
    employer: { id: 'e1', name: 'Asha Builders' },
    worker: { id: 'w1', name: 'Ramesh Kumar' },
    status: 'funded',
    amountPaise: 4000_00,
    heldPaise: 4000_00,
    releasedPaise: 0,
    refundedPaise: 0,
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
    const page = (items: AdminAgreement[], nextCursor: string | null): AdminAgreementsResponse => ({
      success: true,
      items,
      nextCursor,
    });
    const answers: Record<string, AdminAgreementsResponse> = {
      '/api/staff/admin/agreements': page(
        [
          row(5, {
            title: 'Paint two rooms',
            status: 'resolved',
            heldPaise: 0,
            releasedPaise: 1500_00,
            refundedPaise: 2500_00,
          }),
        ],
        'next',
      ),
      '/api/staff/admin/agreements?cursor=next': page([row(4, { title: 'Fix the roof', status: 'disputed' })], null),
      '/api/staff/admin/agreements?q=Ramesh': page([row(3, { title: 'Tile the floor' })], null),
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
        <MemoryRouter initialEntries={['/all-agreements']}>
          <Suspense fallback={null}>
            <AllAgreementsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('AllAgreementsPage', () => {
  it('lists agreements newest first with their money, and older ones with Show more', async () => {
    await openTable();
    expect(screen.getByRole('heading', { level: 1, name: 'Work agreements' })).toBeVisible();
    expect(document.title).toBe('Work agreements');
    const first = (await screen.findByText('Paint two rooms')).closest('tr');
    if (!first) throw new Error('no row');
    expect(first).toHaveTextContent('Asha Builders');
    expect(first).toHaveTextContent('Ramesh Kumar');
    expect(first).toHaveTextContent('Settled by KaamSetu');
    expect(first.querySelector('[data-label="Agreed wage"]')).toHaveTextContent('₹4,000.00');
    expect(first.querySelector('[data-label="Held"]')).toHaveTextContent('₹0.00');
    expect(first.querySelector('[data-label="Paid to the worker"]')).toHaveTextContent('₹1,500.00');
    expect(first.querySelector('[data-label="Returned to the Employer"]')).toHaveTextContent('₹2,500.00');
    expect(screen.getByText('1 row shown. Show more for older ones.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const older = (await screen.findByText('Fix the roof')).closest('tr');
    expect(older).toHaveTextContent('In dispute');
    expect(asked).toContain('/api/staff/admin/agreements?cursor=next');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByText('2 rows shown.')).toBeVisible();
  });

  it('searches by a person’s name', async () => {
    await openTable();
    await screen.findByText('Paint two rooms');
    await userEvent.type(screen.getByLabelText('Search by name, mobile number or agreement ID'), 'Ramesh');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Tile the floor')).toBeVisible();
    expect(screen.queryByText('Paint two rooms')).toBeNull();
    expect(asked).toContain('/api/staff/admin/agreements?q=Ramesh');
  });
});
