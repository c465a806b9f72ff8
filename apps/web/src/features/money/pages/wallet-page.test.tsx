// The wallet fits the person's role (issue 15): an Employer sees Credits, Recharge, the way to My contacts and the
// history; a Labourer sees Earnings, who viewed their number, Transfer to UPI and the history. Offline (issue 21)
// the saved figures say when they are from. The server is played by fetch answers shaped by the contract;
// recharging and transferring for real run in e2e/wallet.spec.ts, offline in e2e/offline.spec.ts.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type {
  ContactViewersResponse,
  PayoutListResponse,
  PendingReviewsResponse,
  ProtectedResponse,
  UserType,
  WalletBalances,
  WalletTransactionsResponse,
} from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/date-time';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import { answerDrawn } from '../../../test-support/answer-drawn';
import WalletPage from './wallet-page';

beforeAll(() => Promise.all([loadNamespace('en', 'wallet'), loadNamespace('en', 'reviews')]));

let fetchSpy: MockInstance<typeof fetch>;

const employerAsha = {
  employerId: '7a0e1d2c-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
  name: 'Asha Sharma',
  companyName: 'Sharma Builders',
  unlockedAt: '2026-11-20T10:00:00.000Z',
};

/** The moment the server sent its answers, as its Date header says. */
const ANSWERED = 'Fri, 20 Nov 2026 10:00:00 GMT';

function answerAs(userType: UserType) {
  const answers: Record<string, object> = {
    '/api/users/protected': {
      success: true,
      user: {
        id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
        name: 'Ramesh',
        userType,
        phone: '+919876543210',
        language: 'en',
      },
    } satisfies ProtectedResponse,
    '/api/wallet': { success: true, creditsPaise: 500_00, earningsPaise: 30_00 } satisfies WalletBalances,
    '/api/wallet/transactions': { success: true, items: [], nextCursor: null } satisfies WalletTransactionsResponse,
    '/api/wallet/payouts': { success: true, payouts: [] } satisfies PayoutListResponse,
    '/api/contacts/viewers': {
      success: true,
      viewers: [{ ...employerAsha, rating: { average: 4.5, count: 8 } }],
    } satisfies ContactViewersResponse,
    '/api/reviews/pending': {
      success: true,
      pending: [
        userType === 'Employer'
          ? {
              subjectId: 'c0ffee00-1111-4222-8333-444455556666',
              name: 'Ramesh Kumar',
              userType: 'Labourer',
              engagement: 'unlock',
              at: employerAsha.unlockedAt,
            }
          : {
              subjectId: employerAsha.employerId,
              name: employerAsha.name,
              userType: 'Employer',
              engagement: 'unlock',
              at: employerAsha.unlockedAt,
            },
      ],
    } satisfies PendingReviewsResponse,
  };
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const body = answers[String(url)];
    if (!body) throw new Error(`Unexpected request to ${String(url)}`);
    return Response.json(body, { headers: { Date: ANSWERED } });
  });
}

beforeEach(() => {
  saveSession('token-of-ramesh', '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e');
  queryClient.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

async function openWallet() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <WalletPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Wallet' });
}

describe('the wallet for each role', () => {
  it('shows an Employer their Credits, Recharge and the history, and nothing a worker uses', async () => {
    answerAs('Employer');
    await openWallet();
    expect(await screen.findByText('₹500.00')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Recharge' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    // The Employer's side also shows while the sign-in is on its way: look once it has been answered and drawn.
    await answerDrawn(queryClient, ['session']);
    expect(screen.queryByText('Earnings')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer to UPI' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Who viewed your number' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rate Ramesh Kumar' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/contacts/viewers', expect.anything());
    expect(screen.getByRole('link', { name: 'My contacts' })).toHaveAttribute('href', '/app/contacts');
  });

  it('shows a Labourer their Earnings, who viewed their number and Transfer to UPI, and no recharge', async () => {
    answerAs('Labourer');
    await openWallet();
    expect(await screen.findByText('₹30.00')).toBeInTheDocument();
    expect(screen.getByText('Earnings')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Transfer to UPI' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Who viewed your number' })).toBeInTheDocument();
    // The worker sees how other workers rated the Employer who may call, and may rate them too.
    expect(await screen.findByText('Rated 4.5 out of 5 from 8 reviews')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rate Asha Sharma' })).toBeInTheDocument();
    expect(screen.queryByText('Credits')).not.toBeInTheDocument();
    expect(screen.queryByText('₹500.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Recharge' })).not.toBeInTheDocument();
  });
});

describe('the wallet offline', () => {
  it('shows the saved balance and history with the moment they are from, and no way to move money', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answerAs('Labourer');
    await openWallet();
    expect(await screen.findByText('₹30.00')).toBeInTheDocument();
    const asOf = screen.getByText(/^Balance and history as of/);
    expect(asOf).toHaveTextContent(
      `Balance and history as of ${formatDateTime(new Date(ANSWERED).toISOString(), 'en')}, saved on this phone.`,
    );
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    expect(screen.getByText('Transfer needs an internet connection. Connect and try again.')).toBeInTheDocument();
  });

  it('says nothing about "as of" online, with figures just sent', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse(ANSWERED) + 60_000);
    answerAs('Employer');
    await openWallet();
    expect(await screen.findByText('₹500.00')).toBeInTheDocument();
    expect(screen.queryByText(/as of/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharge' })).toBeEnabled();
  });
});
