// Hire Now's and Report Profile's own checks, which run in the browser before anything is sent. Sending them
// for real runs against the server in e2e/wallet.spec.ts.
import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HireNowForm } from './hire-now-form';
import { ReportProfileForm } from './report-profile-form';

const PROFILE_ID = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';

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

describe('HireNowForm', () => {
  it('opens in its first field and asks for the place and a whole-rupee wage, without calling the server', async () => {
    const submit = await renderWith(
      <HireNowForm id="hire" labourerId={PROFILE_ID} onSent={vi.fn()} onCancel={vi.fn()} />,
      'Send request',
    );
    expect(screen.getByLabelText('Work location')).toHaveFocus();
    expect(screen.getByLabelText('Daily wage in ₹')).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(screen.getByLabelText('Daily wage in ₹'), '650.50');
    await userEvent.click(submit);

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Enter the work location', 'Enter the daily wage in rupees']);
    expect(screen.getByLabelText('Work location')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives the wage its turn once the place is there', async () => {
    const submit = await renderWith(
      <HireNowForm id="hire" labourerId={PROFILE_ID} onSent={vi.fn()} onCancel={vi.fn()} />,
      'Send request',
    );
    await userEvent.type(screen.getByLabelText('Work location'), 'Jaipur, Rajasthan');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the daily wage in rupees');
    expect(screen.getByLabelText('Daily wage in ₹')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('ReportProfileForm', () => {
  it('asks for a reason first, without calling the server', async () => {
    const submit = await renderWith(
      <ReportProfileForm id="report" profileId={PROFILE_ID} onSent={vi.fn()} onCancel={vi.fn()} />,
      'Send report',
    );
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await userEvent.click(submit);

    expect(screen.getByRole('alert')).toHaveTextContent('Tell us what is wrong (at least 3 characters).');
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('wants words for "Other"', async () => {
    const submit = await renderWith(
      <ReportProfileForm id="report" profileId={PROFILE_ID} onSent={vi.fn()} onCancel={vi.fn()} />,
      'Send report',
    );
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Other');
    await userEvent.type(screen.getByLabelText('Tell us more'), 'no');
    await userEvent.click(submit);

    expect(screen.getByRole('alert')).toHaveTextContent('Tell us what is wrong (at least 3 characters).');
    expect(screen.getByLabelText('Tell us more')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
