// The wallet forms' own checks, which run in the browser before anything is sent (spec section 5): a
// recharge amount above 0 and within the limits, a transfer amount and UPI ID, no more than the Earnings.
// Recharging and transferring for real run against the server in e2e/wallet.spec.ts.
import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { RechargeForm } from './recharge-form';
import { TransferForm, transferProblems } from './transfer-form';

// Watches for requests only: these checks must stop bad input before any request is made.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

async function renderWith(node: ReactNode, submitName: string) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
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
    const submit = await renderWith(<TransferForm earningsPaise={1_00_000_00} />, 'भेजें');
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
