// The staff queue of dead-number claims: each open claim with both people and its deadline; Reject needs a
// reason before anything is sent and then sends it; Refund needs none; the decided ones behind the filter.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffClaim } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveStaffToken } from '../../../lib/session-storage';
import NumberClaimsPage from './number-claims-page';

beforeAll(() => Promise.all(['backOffice', 'staff', 'claims'].map((namespace) => loadNamespace('en', namespace))));

const openClaim: StaffClaim = {
  id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
  status: 'open',
  employer: { id: 'e1', name: 'Asha Builders', phone: '+919876543210' },
  worker: { id: 'w1', name: 'Ramesh Kumar', phone: '+919812345678' },
  openedAt: '2026-03-05T09:00:00.000Z',
  confirmBy: '2026-03-07T09:00:00.000Z',
  decidedAt: null,
  decidedByStaffId: null,
  reason: '',
  refundedPaise: 0,
  workerShare: null,
};
const refundedClaim: StaffClaim = {
  ...openClaim,
  id: 'd1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
  status: 'refunded',
  decidedAt: '2026-03-07T09:05:00.000Z',
  reason: 'The worker did not confirm the number in time.',
  refundedPaise: 1500,
  workerShare: 'absorbed',
};

let fetchSpy: MockInstance<typeof fetch>;
const decisions: { url: string; body: unknown }[] = [];

beforeEach(() => {
  saveStaffToken('staff-token');
  decisions.length = 0;
  let decided = false;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const path = String(url);
    if (init?.method === 'POST') {
      decisions.push({ url: path, body: JSON.parse(String(init.body)) });
      decided = true;
      return Response.json({ success: true, claim: { ...openClaim, status: 'rejected' } });
    }
    if (path === '/api/staff/claims?status=open') {
      return Response.json({ success: true, claims: decided ? [] : [openClaim] });
    }
    if (path === '/api/staff/claims?status=refunded') return Response.json({ success: true, claims: [refundedClaim] });
    throw new Error(`Unexpected request to ${path}`);
  });
});
afterEach(() => fetchSpy.mockRestore());

async function renderPage() {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <NumberClaimsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('NumberClaimsPage', () => {
  it('lists an open claim and rejects it only with a reason', async () => {
    await renderPage();
    const card = (await screen.findByRole('heading', { name: `Claim ${openClaim.id}` })).closest('li');
    if (!card) throw new Error('no card');
    expect(card).toHaveTextContent('Asha Builders, 98765 43210');
    expect(card).toHaveTextContent('Ramesh Kumar, 98123 45678');
    expect(card).toHaveTextContent('Refund due');

    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: `Reject claim ${openClaim.id}?` });
    expect(dialog).toHaveTextContent("Say how you found that Ramesh Kumar's number works.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(decisions).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox'), 'Called twice: it rings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(decisions).toEqual([
      { url: `/api/staff/claims/${openClaim.id}/reject`, body: { reason: 'Called twice: it rings' } },
    ]);
    expect(await screen.findByText(`Claim ${openClaim.id} rejected.`)).toBeVisible();
    expect(await screen.findByText('No claims here.')).toBeVisible();
  });

  it('shows refunded claims with what was returned and who bore the share', async () => {
    await renderPage();
    await userEvent.selectOptions(await screen.findByLabelText('Show'), 'refunded');
    const card = (await screen.findByRole('heading', { name: `Claim ${refundedClaim.id}` })).closest('li');
    if (!card) throw new Error('no card');
    expect(card).toHaveTextContent('₹15.00');
    expect(card).toHaveTextContent('Already paid out: paid by KaamSetu');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
