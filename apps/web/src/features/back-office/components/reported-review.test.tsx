// A report about a review in the staff queue shows the review, and "Hide review" asks for a reason before it
// sends it. The server is played by fetch answers shaped by the contract.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { reviewMessages, type StaffReportsResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { ReportQueue } from './report-queue';

beforeAll(() => Promise.all([loadNamespace('en', 'backOffice'), loadNamespace('en', 'reviews')]));

const reports: StaffReportsResponse = {
  success: true,
  reports: [
    {
      id: '42',
      reporter: { id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e', name: 'Ramesh Kumar' },
      reported: {
        id: '7a0e1d2c-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
        name: 'Asha Sharma',
        userType: 'Employer',
        blocked: false,
      },
      reason: 'Review: not true',
      details: 'He never worked for me',
      status: 'open',
      createdAt: '2026-11-22T10:00:00.000Z',
      review: { id: 'review-9', stars: 1, text: 'Never came, took advance.', hidden: false },
    },
  ],
};

let fetchSpy: MockInstance<typeof fetch> | undefined;
afterEach(() => fetchSpy?.mockRestore());

describe('a reported review in the staff queue', () => {
  it('shows the review and hides it with a reason', async () => {
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const key = `${init?.method ?? 'GET'} ${String(url)}`;
      if (key === 'GET /api/staff/reports?status=open') return Response.json(reports);
      if (key === 'POST /api/staff/reviews/review-9/hide')
        return Response.json({ success: true, message: reviewMessages.reviewHidden });
      throw new Error(`Unexpected request ${key}`);
    });
    await act(async () => {
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <Suspense fallback={null}>
            <ReportQueue queue="open" />
          </Suspense>
        </QueryClientProvider>,
      );
    });
    const card = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(within(card).getByText('Reported review')).toBeInTheDocument();
    expect(within(card).getByText('1 star out of 5')).toBeInTheDocument();
    expect(within(card).getByText(/Never came, took advance\./)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    expect(dialog).toHaveAccessibleDescription(/The review by Asha Sharma will no longer show/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/staff/reviews/review-9/hide', expect.anything());

    await userEvent.type(within(dialog).getByRole('textbox'), 'Reporter shows it is false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    const sent = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/staff/reviews/review-9/hide');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'Reporter shows it is false' });
    expect(await screen.findByText('The review is hidden.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByText('Hidden')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Hide review' })).not.toBeInTheDocument();
  });
});
