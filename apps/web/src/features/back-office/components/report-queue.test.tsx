// The reports queue with due process: an "Asked me for money" report is marked and offers Warn and Clear (and
// Suspend to Admins only); warning asks for the reason the person will read before anything is sent.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffReport } from '@kaamsetu/contract';
import { ReportQueue } from './report-queue';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

const report = (id: string, kind: 'profile' | 'money-demand', name: string): StaffReport => ({
  id,
  reporter: { id: 'a6b0a5a8-6a3e-4d9f-9d61-0d2b1b7f4c11', name: 'Ramu' },
  reported: { id: 'b6b0a5a8-6a3e-4d9f-9d61-0d2b1b7f4c12', name, userType: 'Employer', blocked: false },
  reason: kind === 'money-demand' ? 'Asked me for money' : 'Fake profile',
  details: '',
  status: 'open',
  createdAt: '2026-11-25T10:00:00.000Z',
  kind,
});

async function renderQueue(admin: boolean) {
  fetchSpy.mockResolvedValueOnce(
    Response.json({
      success: true,
      reports: [report('7', 'money-demand', 'Fee Builders'), report('3', 'profile', 'Other Traders')],
    }),
  );
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <ReportQueue queue="open" admin={admin} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  const cards = await screen.findAllByRole('listitem');
  return { moneyDemand: within(cards[0] as HTMLElement), ordinary: within(cards[1] as HTMLElement) };
}

describe('ReportQueue with money-demand reports', () => {
  it('marks the money-demand report and gives an Employee Warn and Clear, not Suspend', async () => {
    const { moneyDemand, ordinary } = await renderQueue(false);
    expect(moneyDemand.getByRole('heading')).toHaveTextContent('Report ID 7 Asked for money');
    expect(moneyDemand.getByRole('button', { name: 'Warn' })).toBeInTheDocument();
    expect(moneyDemand.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(moneyDemand.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(ordinary.queryByRole('button', { name: 'Warn' })).toBeNull();
    expect(ordinary.getByRole('button', { name: 'Escalate to Admin' })).toBeInTheDocument();
  });

  it('offers Suspend to an Admin, and a warning needs a reason before it is sent', async () => {
    const { moneyDemand } = await renderQueue(true);
    expect(moneyDemand.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    await userEvent.click(moneyDemand.getByRole('button', { name: 'Warn' }));
    const dialog = screen.getByRole('dialog', { name: 'Warn about report ID 7?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason (at least 3 characters).');
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fetchSpy.mockResolvedValueOnce(Response.json({ success: true, message: 'Report ID 7: warning given.' }));
    fetchSpy.mockResolvedValue(Response.json({ success: true, reports: [] }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Asked for a fee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));
    expect(await screen.findByText('Report ID 7: warning given.')).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/staff/reports/7/warn');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Asked for a fee' });
  });
});
