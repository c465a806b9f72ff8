// "Your data" on the own profile page, state by state: what deleting would lose (from the wallet), the code
// request and its refusals, a wrong code, going back, and a deletion that signs this device out and lands on
// the home page with the news. The server is played by fetch answers shaped by the contract, each test
// checking what the page does with them; the real server's side runs in e2e/privacy.spec.ts.
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { formatServerMessage, type ErrorCode } from '@kaamsetu/contract';
import { changeLanguage, loadNamespace } from '../../../i18n/i18n';
import { readAuthToken, saveSession } from '../../../lib/session-storage';
import { RouteNotice } from '../../../components/ui/route-notice';
import { DeleteAccount } from './delete-account';
import { DownloadMyData } from './download-my-data';

beforeAll(() => Promise.all([loadNamespace('en', 'profiles'), loadNamespace('en', 'ownProfile')]));

type Answer = { status?: number; body: object } | Error;
let answers: Record<string, Answer[]>;
let fetchSpy: MockInstance<typeof fetch>;

/** Each call to a path takes the next answer queued for it; a call nobody expected fails the test. */
function answer(path: string, ...queued: Answer[]) {
  answers[path] = [...(answers[path] ?? []), ...queued];
}

function refusal(status: number, code: ErrorCode, message: string): Answer {
  return { status, body: { success: false, message, error: { code } } };
}

beforeEach(() => {
  answers = {};
  saveSession('token-of-ramesh', '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e');
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const next = answers[String(url)]?.shift();
    if (!next) throw new Error(`Unexpected request to ${String(url)}`);
    if (next instanceof Error) throw next;
    return Response.json(next.body, { status: next.status ?? 200 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
});

const codeSent = { body: { success: true, message: 'OTP sent to +91 98765 43210.', resendAfterSeconds: 30 } };

async function renderDeleteAccount() {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/app/profile']}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/app/profile" element={<DeleteAccount />} />
              <Route
                path="/"
                element={
                  <>
                    <RouteNotice />
                    <h1>KaamSetu home</h1>
                  </>
                }
              />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return screen.findByRole('button', { name: 'Send code to delete my account' });
}

async function openCodeStep() {
  answer('/api/me/delete/otp', codeSent);
  await userEvent.click(await renderDeleteAccount());
  return screen.findByLabelText('Enter 6-digit OTP');
}

describe('Delete my account', () => {
  it('says what is erased, what stays, and the Credits and Earnings that would be lost', async () => {
    answer('/api/wallet', { body: { success: true, creditsPaise: 45_00, earningsPaise: 1_250_00 } });
    await renderDeleteAccount();

    expect(screen.getByText(/We erase your name, mobile number, photo, skills, area/)).toBeInTheDocument();
    expect(screen.getByText(/under a number that no longer points to you/)).toBeInTheDocument();
    expect(await screen.findByText('Your Credits (₹45.00) and your Earnings (₹1,250.00) are lost.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Wallet' })).toHaveAttribute('href', '/app/wallet');
  });

  it('still warns about the wallet when its balances cannot be read', async () => {
    answer('/api/wallet', new TypeError('Failed to fetch'));
    await renderDeleteAccount();
    expect(await screen.findByText('Any Credits and Earnings left in your wallet are lost.')).toBeVisible();
  });

  it('shows a refused code request in the server’s words and gives the button back', async () => {
    answer('/api/wallet', { body: { success: true, creditsPaise: 0, earningsPaise: 0 } });
    answer('/api/me/delete/otp', refusal(429, 'RATE_LIMITED', formatServerMessage('tooManyRequests', 'en')));
    const send = await renderDeleteAccount();
    await userEvent.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a minute and try again.',
    );
    // The button drawn before the sending code arrived gave way to the same button from that code.
    expect(screen.getByRole('button', { name: 'Send code to delete my account' })).toHaveFocus();
    expect(screen.queryByLabelText('Enter 6-digit OTP')).toBeNull();
  });

  it('asks for the code on a number keypad, with the SMS autofill hint', async () => {
    answer('/api/wallet', { body: { success: true, creditsPaise: 0, earningsPaise: 0 } });
    const code = await openCodeStep();

    // The code step's code arrives with the code request (decision 040) and takes the keyboard as it opens.
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent to +91 98765 43210.');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Delete my account forever' })).toBeEnabled();
  });

  it('reads out a wrong code or a transfer still on its way, and keeps the account', async () => {
    answer('/api/wallet', { body: { success: true, creditsPaise: 0, earningsPaise: 0 } });
    const wrong = formatServerMessage('otpWrong', 'en', { left: 4 });
    const waiting = formatServerMessage('deletionWaitsForPayout', 'en');
    answer('/api/me/delete', refusal(400, 'VALIDATION_FAILED', wrong), refusal(409, 'CONFLICT', waiting));
    const code = await openCodeStep();
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account forever' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    expect(code).toHaveFocus();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account forever' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(waiting);
    expect(readAuthToken()).toBe('token-of-ramesh');
  });

  it('goes back without deleting, to the button that sends the code', async () => {
    answer('/api/wallet', { body: { success: true, creditsPaise: 0, earningsPaise: 0 } });
    await openCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));

    expect(screen.getByRole('button', { name: 'Send code to delete my account' })).toHaveFocus();
    expect(fetchSpy.mock.calls.map(([url]) => url)).not.toContain('/api/me/delete');
  });

  it('once deleted, forgets the sign-in on this device and says so on the home page', async () => {
    answer('/api/wallet', { body: { success: true, creditsPaise: 0, earningsPaise: 0 } });
    answer('/api/me/delete', { body: { success: true, message: formatServerMessage('accountDeleted', 'en') } });
    const code = await openCodeStep();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account forever' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'KaamSetu home' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
    const [, sent] = fetchSpy.mock.calls.find(([url]) => url === '/api/me/delete') ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({ otp: '123456' });
    expect(readAuthToken()).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('speaks Tamil', async () => {
    await act(() => changeLanguage('ta'));
    answer('/api/wallet', { body: { success: true, creditsPaise: 10_00, earningsPaise: 0 } });
    await act(async () => {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Suspense fallback={null}>
              <DeleteAccount />
            </Suspense>
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'என் கணக்கை நீக்கு' })).toBeInTheDocument();
    expect(await screen.findByText(/உங்கள் கிரெடிட் \(₹10\.00\)/)).toBeVisible();
  });
});

describe('Download my data', () => {
  it('says so when the file cannot be fetched, and gives the button back', async () => {
    answer('/api/me/export', new TypeError('Failed to fetch'));
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <DownloadMyData />
        </Suspense>,
      );
    });
    const download = await screen.findByRole('button', { name: 'Download my data' });
    await userEvent.click(download);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not get your data. Check your connection and try again.',
    );
    expect(download).toHaveFocus();
    expect(download).toBeEnabled();
  });
});
