// The warning/suspension banner: what staff decided and why, the appeal form's own check, and the appeal
// sent; nothing at all for a person in good standing.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../i18n/i18n';
import { standingQueryKey } from '../../lib/get-standing';
import { answerDrawn } from '../../test-support/answer-drawn';
import { StandingBanner } from './standing-banner';

// The notice and the appeal form load when needed; loaded once here with their words, so showing them does not
// wait on the test's own compiler (and a notice wrongly shown would be on screen as soon as the answer is).
beforeAll(async () => {
  await Promise.all([import('./standing-notice'), import('./appeal-form'), loadNamespace('en', 'safety')]);
});

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

const suspended = {
  success: true,
  status: 'suspended',
  sanction: {
    id: '4',
    kind: 'suspension',
    reason: 'Asked three workers for fees',
    at: '2026-11-20T10:00:00.000Z',
    appealUntil: '2026-11-27T10:00:00.000Z',
    canAppeal: true,
    appeal: null,
  },
};

async function renderBanner(queryClient = new QueryClient()) {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <StandingBanner />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

describe('StandingBanner', () => {
  it('shows nothing for a person in good standing', async () => {
    fetchSpy.mockResolvedValue(Response.json({ success: true, status: 'good', sanction: null }));
    const queryClient = new QueryClient();
    await renderBanner(queryClient);
    // Nothing once the standing has been answered and drawn, not merely before it came.
    await answerDrawn(queryClient, standingQueryKey);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('tells a suspended person why and lets them appeal once, checking the words first', async () => {
    fetchSpy.mockResolvedValueOnce(Response.json(suspended));
    await renderBanner();
    expect(await screen.findByRole('heading', { name: 'Your account is suspended' })).toBeInTheDocument();
    expect(screen.getByText('Reason: Asked three workers for fees')).toBeInTheDocument();
    expect(screen.getByText(/You can appeal until/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Appeal' }));
    await userEvent.type(await screen.findByLabelText('Why is this wrong?'), 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tell us why (at least 10 characters).');
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fetchSpy.mockResolvedValueOnce(
      Response.json({ success: true, message: 'Your appeal was sent. Our team will look at it.', appealId: '9' }),
    );
    fetchSpy.mockResolvedValueOnce(
      Response.json({
        ...suspended,
        sanction: {
          ...suspended.sanction,
          canAppeal: false,
          appeal: { status: 'pending', at: '2026-11-21T00:00:00Z' },
        },
      }),
    );
    await userEvent.type(screen.getByLabelText('Why is this wrong?'), ' fee was asked by someone else.');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Your appeal was sent. Our team will look at it.')).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/appeals');
    expect(JSON.parse(String(init.body))).toEqual({ text: 'No fee was asked by someone else.' });
    expect(await screen.findByText('Your appeal is with our team.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });
});
