// "Number wrong or not reachable?" on a worker the Employer paid for: offered within the window, asked first,
// then reported; a refusal in the server's words; the claim's state afterwards; nothing once the window closed.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ClaimStateResponse, EmployerClaim, OpenClaimResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import { NumberClaim } from './number-claim';

beforeAll(() => loadNamespace('en', 'claims'));

const profileId = '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const openClaim: EmployerClaim = {
  id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
  status: 'open',
  openedAt: '2026-03-05T09:00:00.000Z',
  confirmBy: '2026-03-07T09:00:00.000Z',
  decidedAt: null,
  refundedPaise: 0,
};

let fetchSpy: MockInstance<typeof fetch>;
const posts: string[] = [];

function answer(state: ClaimStateResponse, onPost: () => Response) {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (String(url) !== `/api/contacts/${profileId}/unreachable`) throw new Error(`Unexpected ${String(url)}`);
    if (init?.method === 'POST') {
      posts.push(String(url));
      return onPost();
    }
    return Response.json(state);
  });
}

beforeEach(() => {
  saveSession('token-of-asha', 'e1e2e3e4-0000-4000-8000-000000000001');
  queryClient.clear();
  posts.length = 0;
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function renderClaim() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <NumberClaim profileId={profileId} name="Ramesh" />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

describe('NumberClaim', () => {
  it('asks first, then reports the number and says the worker has until the deadline to confirm', async () => {
    answer({ success: true, claim: null, claimableUntil: '2026-03-08T09:00:00.000Z' }, () =>
      Response.json({ success: true, claim: openClaim } satisfies OpenClaimResponse, { status: 201 }),
    );
    await renderClaim();
    const ask = await screen.findByRole('button', { name: 'Number wrong or not reachable?' });
    expect(ask).toHaveAccessibleDescription(/You can report it until 8 Mar 2026/);

    await userEvent.click(ask);
    const dialog = screen.getByRole('dialog', { name: 'Report this number?' });
    expect(dialog).toHaveAccessibleDescription(/We will ask Ramesh to confirm their number by SMS/);
    expect(posts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report number' }));

    expect(posts).toHaveLength(1);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You reported this number. The worker has until 7 Mar 2026',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Number wrong or not reachable?' })).toBeNull();
  });

  it('shows a refusal in the server words and keeps the button', async () => {
    answer({ success: true, claim: null, claimableUntil: '2026-03-08T09:00:00.000Z' }, () =>
      Response.json(
        {
          success: false,
          message: 'You can report at most 5 numbers a month. Please contact KaamSetu support.',
          error: { code: 'RATE_LIMITED' },
        },
        { status: 429 },
      ),
    );
    await renderClaim();
    await userEvent.click(await screen.findByRole('button', { name: 'Number wrong or not reachable?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can report at most 5 numbers a month.');
    expect(screen.getByRole('button', { name: 'Number wrong or not reachable?' })).toHaveFocus();
  });

  it('shows the Credits returned once refunded', async () => {
    answer(
      {
        success: true,
        claim: { ...openClaim, status: 'refunded', decidedAt: '2026-03-07T09:05:00.000Z', refundedPaise: 1500 },
        claimableUntil: null,
      },
      () => new Response(null, { status: 500 }),
    );
    await renderClaim();
    expect(await screen.findByRole('status')).toHaveTextContent('₹15.00 returned to your Credits.');
  });

  it('offers nothing once the 72 hours have passed', async () => {
    answer({ success: true, claim: null, claimableUntil: null }, () => new Response(null, { status: 500 }));
    await renderClaim();
    await act(async () => {
      await queryClient.refetchQueries();
    });
    expect(fetchSpy).toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
