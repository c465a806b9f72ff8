// One agreement's page: each side sees only the steps its state allows (the worker Accept with the Employer's
// rating beside it, Mark work done; the Employer Pay, Release all or one day; both cancel and dispute), the
// worker sees what KaamSetu holds for them, and the timeline says who did what, when. Money steps are asked
// first and sent with an Idempotency-Key; a 409 shows the server's reason and the agreement as it now is. The
// server is played by fetch answers shaped by the contract.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { agreementMessages, type Agreement } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { isoDay } from '../agreement-text';
import AgreementPage from './agreement-page';

beforeAll(() => Promise.all(['agreements', 'reviews', 'wallet'].map((namespace) => loadNamespace('en', namespace))));

const agreementId = '5b3c1e2d-4f6a-4b7c-8d9e-0f1a2b3c4d5e';
const inTenDays = isoDay(new Date(Date.now() + 10 * 24 * 60 * 60_000));

function agreementOf(overrides: Partial<Agreement> = {}): Agreement {
  return {
    id: agreementId,
    status: 'proposed',
    title: 'Paint two rooms',
    description: 'Walls and ceiling, paint provided.',
    site: 'Shop 4, MI Road, Jaipur',
    hours: '9 am to 6 pm',
    amountPaise: 5_000_00,
    feePaise: 0,
    heldPaise: 0,
    releasedPaise: 0,
    refundedPaise: 0,
    startsOn: inTenDays,
    days: 5,
    employer: {
      id: '7a0e1d2c-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
      name: 'Asha Builders',
      rating: { average: 4.6, count: 12 },
    },
    worker: { id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e', name: 'Ramesh Kumar', rating: { average: 4.2, count: 3 } },
    you: 'worker',
    acceptedAt: null,
    fundedAt: null,
    completedAt: null,
    releaseDueAt: null,
    cancelAskedBy: null,
    createdAt: '2026-11-20T04:30:00.000Z',
    events: [{ kind: 'proposed', by: 'employer', at: '2026-11-20T04:30:00.000Z' }],
    statements: [],
    photos: [],
    proposedSplit: null,
    ...overrides,
  };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

let current: Agreement;
let sent: Sent[];
/** What a POST to a path answers; by default the agreement as it now is. */
let answers: Record<string, () => Response>;
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  queryClient.clear();
  sent = [];
  answers = {};
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === `/api/agreements/${agreementId}`) {
      return Response.json({ success: true, agreement: current });
    }
    if (method === 'POST') {
      sent.push({
        method,
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        key: new Headers(init?.headers).get('Idempotency-Key'),
      });
      const answer = answers[path];
      if (answer) return answer();
    }
    throw new Error(`Unexpected request to ${method} ${path}`);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function openAgreement(agreement: Agreement) {
  current = agreement;
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/app/agreements/${agreementId}`]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/app/agreements/:agreementId" element={<AgreementPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: agreement.title });
}

/** The names of the buttons under "What you can do", or [] when there is no such section. */
function offeredButtons(): string[] {
  const section = screen.queryByRole('region', { name: 'What you can do' });
  if (!section) return [];
  return within(section)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

/** Answers a step with the agreement changed as the server would change it. */
function answerStep(step: string, changes: Partial<Agreement>) {
  answers[`/api/agreements/${agreementId}/${step}`] = () => {
    current = { ...current, ...changes };
    return Response.json({ success: true, agreement: current });
  };
}

describe('AgreementPage for the worker', () => {
  it('offers Accept and Decline with the Employer’s rating beside them, and nothing else', async () => {
    await openAgreement(agreementOf());
    expect(screen.getByText('Waiting for an answer')).toBeVisible();
    expect(screen.getByText('Asha Builders offers you this work. Accept it or decline it.')).toBeVisible();
    const offer = screen.getByText(/Offered by Asha Builders/);
    expect(offer).toHaveTextContent('Rated 4.6 out of 5 from 12 reviews');
    expect(offeredButtons()).toEqual(['Accept', 'Decline']);
    expect(screen.queryByText(/secured for this work/)).toBeNull();
  });

  it('still asks for an answer when the Employer paid before the worker accepted, with the wage shown secured', async () => {
    await openAgreement(
      agreementOf({ status: 'funded', heldPaise: 5_000_00, fundedAt: '2026-11-20T06:00:00.000Z', acceptedAt: null }),
    );
    expect(
      screen.getByText(
        'Asha Builders offers you this work and has already paid the wage to KaamSetu. Accept it or decline it.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/secured for this work/)).toBeVisible();
    expect(offeredButtons()).toEqual(['Accept', 'Decline']);
  });

  it('accepts in one tap, with an Idempotency-Key, and says so', async () => {
    await openAgreement(agreementOf());
    answerStep('accept', { status: 'accepted', acceptedAt: '2026-11-20T05:00:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('You accepted. Asha Builders has been told.')).toBeVisible();
    expect(sent).toEqual([
      { method: 'POST', path: `/api/agreements/${agreementId}/accept`, body: undefined, key: expect.any(String) },
    ]);
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(screen.getByText('Accepted, wage not paid in yet')).toBeVisible();
    // Accepted and not yet started: only asking to cancel is left for the worker.
    expect(offeredButtons()).toEqual(['Ask to cancel']);
  });

  it('shows what is secured once the wage is held, and asks before marking the work done', async () => {
    await openAgreement(
      agreementOf({
        status: 'funded',
        heldPaise: 5_000_00,
        acceptedAt: '2026-11-20T05:00:00.000Z',
        fundedAt: '2026-11-20T06:00:00.000Z',
      }),
    );
    expect(screen.getByText('₹5,000 secured for this work')).toBeVisible();
    expect(offeredButtons()).toEqual(['Mark work done', 'Ask to cancel', 'Open a dispute']);

    await userEvent.click(screen.getByRole('button', { name: 'Mark work done' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark the work done?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(sent).toEqual([]);

    answerStep('complete', { status: 'completed', releaseDueAt: '2026-11-30T06:00:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark work done' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Mark the work done?' })).getByRole('button', {
        name: 'Mark work done',
      }),
    );
    expect(await screen.findByText('You marked the work done. Asha Builders has been told.')).toBeVisible();
    expect(sent.map((request) => request.path)).toEqual([`/api/agreements/${agreementId}/complete`]);
    expect(screen.getByText(/or by itself on 30 Nov 2026/)).toBeVisible();
    expect(offeredButtons()).toEqual(['Open a dispute']);
  });

  it('offers to agree when the Employer asked to cancel', async () => {
    await openAgreement(
      agreementOf({ status: 'accepted', acceptedAt: '2026-11-20T05:00:00.000Z', cancelAskedBy: 'employer' }),
    );
    expect(screen.getByText('Asha Builders asked to cancel this agreement.')).toBeVisible();
    expect(offeredButtons()).toEqual(['Agree to cancel']);
  });

  it('offers nothing once the work is paid for in full', async () => {
    await openAgreement(agreementOf({ status: 'released', releasedPaise: 5_000_00 }));
    expect(screen.getByText('The whole wage was paid into your Earnings.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'What you can do' })).toBeNull();
    expect(screen.queryByText(/secured for this work/)).toBeNull();
  });
});

describe('AgreementPage for the Employer', () => {
  it('offers Pay and Cancel before the worker answers, never Accept or Mark work done', async () => {
    await openAgreement(agreementOf({ you: 'employer' }));
    expect(screen.getByText(/Waiting for Ramesh Kumar to accept/)).toBeVisible();
    expect(offeredButtons()).toEqual(['Pay ₹5,000', 'Cancel agreement']);
    expect(screen.queryByText(/secured for this work/)).toBeNull();
  });

  it('pays through the test gateway: asks first, then confirms the payment with the server', async () => {
    await openAgreement(agreementOf({ you: 'employer', status: 'accepted', feePaise: 250_00 }));
    answers[`/api/agreements/${agreementId}/fund`] = () =>
      Response.json({ success: true, orderId: 'order_42', amountPaise: 5_250_00, provider: 'fake', currency: 'INR' });
    answers['/api/dev/fake-gateway/orders/order_42/pay'] = () =>
      Response.json({ success: true, orderId: 'order_42', paymentId: 'pay_7', signature: 'sig_7', status: 'captured' });
    answerStep('fund/confirm', { status: 'funded', heldPaise: 5_000_00, fundedAt: '2026-11-20T06:00:00.000Z' });

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹5,250' }));
    const question = screen.getByRole('dialog', { name: 'Pay ₹5,250 to KaamSetu?' });
    expect(question).toHaveTextContent('Wage for Ramesh Kumar₹5,000');
    expect(question).toHaveTextContent('KaamSetu fee₹250');
    expect(sent).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Pay ₹5,250' }));

    const checkout = await screen.findByRole('dialog', { name: 'Test payment — no real money' });
    await userEvent.click(within(checkout).getByRole('button', { name: 'Pay ₹5,250.00' }));

    expect(
      await screen.findByText('₹5,000 paid. KaamSetu holds it for Ramesh Kumar until the work is done.'),
    ).toBeVisible();
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/agreements/${agreementId}/fund`, body: undefined },
      { path: '/api/dev/fake-gateway/orders/order_42/pay', body: { outcome: 'success' } },
      { path: `/api/agreements/${agreementId}/fund/confirm`, body: { paymentId: 'pay_7', signature: 'sig_7' } },
    ]);
    expect(sent[0]?.key).toBeTruthy();
    expect(sent[2]?.key).toBeTruthy();
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
    expect(screen.getByText('Wage held by KaamSetu')).toBeVisible();
  });

  it('releases one day’s wage after asking, sending that amount with an Idempotency-Key', async () => {
    await openAgreement(
      agreementOf({
        you: 'employer',
        status: 'funded',
        heldPaise: 5_000_00,
        fundedAt: '2026-11-20T06:00:00.000Z',
        acceptedAt: '2026-11-20T05:00:00.000Z',
      }),
    );
    expect(offeredButtons()).toEqual([
      'Release all (₹5,000)',
      'Release one day (₹1,000)',
      'Ask to cancel',
      'Open a dispute',
    ]);
    answerStep('release', { heldPaise: 4_000_00, releasedPaise: 1_000_00 });

    await userEvent.click(screen.getByRole('button', { name: 'Release one day (₹1,000)' }));
    const dialog = screen.getByRole('dialog', { name: "Release one day's wage, ₹1,000, to Ramesh Kumar?" });
    expect(dialog).toHaveTextContent('The rest, ₹4,000, stays held.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release ₹1,000' }));

    expect(await screen.findByText('₹1,000 released to Ramesh Kumar.')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `/api/agreements/${agreementId}/release`,
        body: { amountPaise: 1_000_00 },
        key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
      },
    ]);
    expect(offeredButtons()).toContain('Release all (₹4,000)');
  });

  it('shows the server’s reason and the agreement as it now is when a step comes too late (409)', async () => {
    await openAgreement(
      agreementOf({
        you: 'employer',
        status: 'funded',
        heldPaise: 5_000_00,
        fundedAt: '2026-11-20T06:00:00.000Z',
        acceptedAt: '2026-11-20T05:00:00.000Z',
      }),
    );
    const disputed = agreementOf({
      you: 'employer',
      status: 'disputed',
      heldPaise: 5_000_00,
      fundedAt: '2026-11-20T06:00:00.000Z',
      statements: [{ by: 'worker', statement: 'Half the money was promised in cash.', at: '2026-11-21T08:00:00.000Z' }],
    });
    answers[`/api/agreements/${agreementId}/release`] = () => {
      current = disputed;
      return Response.json(
        {
          success: false,
          message: agreementMessages.wrongState,
          error: { code: 'CONFLICT', details: { agreement: disputed } },
        },
        { status: 409 },
      );
    };

    await userEvent.click(screen.getByRole('button', { name: 'Release all (₹5,000)' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Release ₹5,000 to Ramesh Kumar?' })).getByRole('button', {
        name: 'Release ₹5,000',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('This agreement cannot do that now');
    expect(screen.getByText('In dispute')).toBeVisible();
    expect(screen.getByText('Half the money was promised in cash.')).toBeVisible();
    expect(screen.getByText('What Ramesh Kumar said')).toBeVisible();
    // The worker has given their side; the Employer has not yet.
    expect(offeredButtons()).toEqual(['Give your side']);
  });

  it('asks for a statement of at least a few words before opening a dispute', async () => {
    await openAgreement(
      agreementOf({
        you: 'employer',
        status: 'completed',
        heldPaise: 5_000_00,
        fundedAt: '2026-11-20T06:00:00.000Z',
        acceptedAt: '2026-11-20T05:00:00.000Z',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open a dispute' }));
    // The form loads when opened (decision 030).
    await userEvent.click(await screen.findByRole('button', { name: 'Send to KaamSetu' }));
    expect(screen.getByLabelText('What happened?')).toHaveAccessibleDescription(/Say what happened/);
    expect(sent).toEqual([]);

    answerStep('dispute', { status: 'disputed' });
    await userEvent.type(screen.getByLabelText('What happened?'), 'Only two of the five days were worked.');
    await userEvent.click(screen.getByRole('button', { name: 'Send to KaamSetu' }));
    expect(await screen.findByText('Your side was sent. KaamSetu staff will read both sides.')).toBeVisible();
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/agreements/${agreementId}/dispute`, body: { statement: 'Only two of the five days were worked.' } },
    ]);
  });
});

describe('AgreementPage timeline', () => {
  it('lists each step with who did it, the amount it moved and when', async () => {
    await openAgreement(
      agreementOf({
        you: 'employer',
        status: 'released',
        releasedPaise: 5_000_00,
        events: [
          { kind: 'proposed', by: 'employer', at: '2026-11-20T04:30:00.000Z' },
          { kind: 'accepted', by: 'worker', at: '2026-11-20T05:00:00.000Z' },
          { kind: 'funded', by: 'employer', amountPaise: 5_000_00, at: '2026-11-20T06:00:00.000Z' },
          { kind: 'auto-released', by: 'system', amountPaise: 5_000_00, at: '2026-11-29T06:00:00.000Z' },
        ],
      }),
    );
    const steps = within(screen.getByRole('region', { name: 'What happened' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Work proposedYou · 20 Nov 2026, \d{1,2}:\d{2}\s?[ap]m$/i),
      expect.stringMatching(/^AcceptedRamesh Kumar · 20 Nov 2026/),
      expect.stringMatching(/^Wage paid in₹5,000.00You · 20 Nov 2026/),
      expect.stringMatching(/^Wage released by itself₹5,000.00KaamSetu, automatically · 29 Nov 2026/),
    ]);
    expect(within(steps[0]!).getByText(/20 Nov 2026/)).toHaveAttribute('dateTime', '2026-11-20T04:30:00.000Z');
  });
});
