// The wallet forms' own checks, which run in the browser before anything is sent (spec section 5): a
// recharge amount above 0 and within the limits, a transfer amount and UPI ID, no more than the Earnings.
// Then the transfer's confirmation and the words after it (issue 21): "Requested" while the payout is pending,
// "Transfer Successful!" only once it is paid, the reason when it failed; and both forms offline.
// Recharging and transferring for real run against the server in e2e/wallet.spec.ts and e2e/money-words.spec.ts.
import { Suspense, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Payout, PayoutListResponse, PayoutResponse } from '@kaamsetu/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { RechargeForm } from './recharge-form';
import { requestedNotice, TransferForm, transferProblems } from './transfer-form';

// Watches for requests only: these checks must stop bad input before any request is made.
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

async function renderWith(node: ReactNode, submitName: string, client = new QueryClient()) {
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>{node}</Suspense>
      </QueryClientProvider>,
    );
  });
  return screen.findByRole('button', { name: submitName });
}

describe('RechargeForm', () => {
  it.each(['', '0', '-5', 'abc', '5', '10000.01', '12.345'])(
    'refuses %j with the spec message, focused, without calling the server',
    async (typed) => {
      const submit = await renderWith(<RechargeForm />, 'Recharge');
      const amount = screen.getByLabelText('Amount in ₹');
      if (typed) await userEvent.type(amount, typed);
      await userEvent.click(submit);

      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid recharge amount.');
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveFocus();
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('offers a number keypad and says the limits', async () => {
    await renderWith(<RechargeForm />, 'Recharge');
    const amount = screen.getByLabelText('Amount in ₹');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAccessibleDescription('From ₹10 to ₹10,000.');
  });
});

describe('TransferForm', () => {
  it('asks for an amount and a UPI ID, focusing the amount, without calling the server', async () => {
    const submit = await renderWith(<TransferForm earningsPaise={60_00} />, 'Transfer');
    await userEvent.click(submit);

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Please enter a valid transfer amount and UPI ID.',
      'Please enter a valid transfer amount and UPI ID.',
    ]);
    expect(screen.getByLabelText('Amount in ₹')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses more than the Earnings', async () => {
    const submit = await renderWith(<TransferForm earningsPaise={60_00} />, 'Transfer');
    await userEvent.type(screen.getByLabelText('Amount in ₹'), '60.01');
    await userEvent.type(screen.getByLabelText('UPI ID'), 'ramesh@okbank');
    await userEvent.click(submit);

    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds for the transfer.');
    expect(screen.getByLabelText('Amount in ₹')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a UPI ID that is not one, focusing it', async () => {
    const submit = await renderWith(<TransferForm earningsPaise={60_00} />, 'Transfer');
    await userEvent.type(screen.getByLabelText('Amount in ₹'), '50');
    await userEvent.type(screen.getByLabelText('UPI ID'), 'ramesh at bank');
    await userEvent.click(submit);

    expect(screen.getByRole('alert')).toHaveTextContent('Enter a UPI ID like name@bank.');
    expect(screen.getByLabelText('UPI ID')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('speaks Hindi, with the Earnings written the Indian way', async () => {
    await act(() => changeLanguage('hi'));
    const submit = await renderWith(<TransferForm earningsPaise={1_00_000_00} />, 'ट्रांसफ़र करें');
    expect(screen.getByText(/₹1,00,000.00/)).toBeInTheDocument();
    await userEvent.click(submit);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('कृपया ट्रांसफ़र की सही रकम और UPI ID डालें।');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lets a transfer of the whole Earnings through the browser checks', () => {
    expect(transferProblems(60_00, 'ramesh@okbank', 60_00)).toEqual({});
    expect(transferProblems(0, 'ramesh@okbank', 60_00)).toEqual({ amount: 'messages.invalidTransfer' });
    expect(transferProblems(null, '', 0)).toEqual({
      amount: 'messages.invalidTransfer',
      upiId: 'messages.invalidTransfer',
    });
  });
});

describe('Transfer to UPI, confirmed and then told as it is', () => {
  const payoutId = '0b5e4a1c-2d3e-4f5a-8b6c-7d8e9f0a1b2c';
  let listed: Payout[] = [];

  /** The server: a payout request answers Pending; the list says whatever `listed` holds. */
  function answerPayouts() {
    fetchSpy.mockImplementation(async (url, init) => {
      if (String(url) !== '/api/wallet/payouts') throw new Error(`Unexpected request to ${String(url)}`);
      if (init?.method === 'POST') {
        listed = [{ id: payoutId, amountPaise: 50_00, upiId: 'ramesh@okbank', status: 'pending', createdAt: '' }];
        return Response.json({
          success: true,
          message: 'Transfer Successful!',
          payoutId,
          status: 'pending',
          earningsPaise: 10_00,
        } satisfies PayoutResponse);
      }
      return Response.json({ success: true, payouts: listed } satisfies PayoutListResponse);
    });
  }

  async function fillAndPress(client?: QueryClient) {
    const submit = await renderWith(<TransferForm earningsPaise={60_00} />, 'Transfer', client);
    await userEvent.type(screen.getByLabelText('Amount in ₹'), '50');
    await userEvent.type(screen.getByLabelText('UPI ID'), 'ramesh@okbank');
    await userEvent.click(submit);
    return submit;
  }

  const posts = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');

  beforeEach(() => {
    listed = [];
    answerPayouts();
  });

  it('asks first: the amount, the UPI ID and when it usually arrives; Cancel sends nothing', async () => {
    const submit = await fillAndPress();
    const dialog = screen.getByRole('dialog', { name: 'Send this transfer?' });
    expect(dialog).toHaveTextContent('Amount₹50.00');
    expect(dialog).toHaveTextContent('To UPI IDramesh@okbank');
    expect(dialog).toHaveTextContent('When it arrivesIt usually reaches your bank within one working day.');
    // The safe answer has the keyboard.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    expect(submit).toHaveFocus();
    expect(submit).toBeEnabled();
  });

  it('after Confirm says "Requested" with the status Pending, not "Transfer Successful!"', async () => {
    await fillAndPress();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Requested: ₹50.00 to ramesh@okbank. Status: Pending. It usually reaches your bank within one working day.',
      ),
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Successful');
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]![1]?.body))).toEqual({
      amountPaise: 50_00,
      upiId: 'ramesh@okbank',
    });
    expect(screen.getByLabelText('Amount in ₹')).toHaveValue('');
  });

  it('says the spec’s "Transfer Successful!" once the payout is paid, and the reason when it failed', () => {
    const requested = { payoutId, amountPaise: 50_00, upiId: 'ramesh@okbank', status: 'pending' as const };
    const t = (key: string, values?: Record<string, string | number>) => `${key}${JSON.stringify(values ?? {})}`;
    expect(requestedNotice(requested, { status: 'paid' }, t, 'en')).toMatchObject({ key: 'transfer.successful' });
    expect(requestedNotice(requested, { status: 'processing' }, t, 'en')).toMatchObject({
      key: 'transfer.requested',
    });
    expect(requestedNotice(requested, { status: 'failed', reason: 'UPI ID closed' }, t, 'en')).toMatchObject({
      key: 'transfer.notSent',
      values: { reason: 'UPI ID closed' },
    });
    expect(requestedNotice(requested, { status: 'rejected' }, t, 'en')).toMatchObject({
      key: 'transfer.notSent',
      values: { reason: 'transfer.noReason{}' },
    });
  });

  it.each([
    [{ status: 'paid', utr: 'UTR0001' }, 'Transfer Successful! ₹50.00 paid to ramesh@okbank.'],
    [
      { status: 'failed', reason: 'UPI ID closed' },
      'Not sent: ₹50.00 to ramesh@okbank. Status: Failed (UPI ID closed). The money is back in your Earnings.',
    ],
  ] as const)('follows the transfer to %j', async (settled, words) => {
    const client = new QueryClient();
    await fillAndPress(client);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Pending'));

    listed = [{ ...listed[0]!, ...settled }];
    await act(() => client.refetchQueries({ queryKey: ['wallet', 'payouts'] }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words));
  });
});

describe('offline', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('disables Transfer and says it needs a connection', async () => {
    const submit = await renderWith(<TransferForm earningsPaise={60_00} />, 'Transfer');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Transfer needs an internet connection. Connect and try again.');
  });

  it('disables Recharge and says it needs a connection', async () => {
    const submit = await renderWith(<RechargeForm />, 'Recharge');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Recharge needs an internet connection. Connect and try again.');
  });
});
