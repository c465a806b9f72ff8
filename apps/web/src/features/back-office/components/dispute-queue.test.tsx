// The queue of disputed work agreements: each card shows both sides' statements and the steps so far; the split
// form works out the Employer's part as the worker's is typed and refuses, without sending, a worker's part
// larger than what is held or a missing reason. An Employee's proposal and an Admin's settlement (after a
// confirmation dialog, starting from the Employee's proposal) are sent with the staff token and an
// Idempotency-Key; when someone else settled it first (409) that is said and the list is asked again.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Agreement } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveStaffToken } from '../../../lib/session-storage';
import { DisputeQueue } from './dispute-queue';

beforeAll(() => Promise.all(['backOffice', 'staff', 'agreements'].map((namespace) => loadNamespace('en', namespace))));

const disputed: Agreement = {
  id: '0b8f7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  status: 'disputed',
  title: 'Paint two rooms',
  description: '',
  site: '',
  hours: '',
  amountPaise: 4000_00,
  feePaise: 0,
  heldPaise: 4000_00,
  releasedPaise: 0,
  refundedPaise: 0,
  startsOn: '2026-11-02',
  days: 4,
  employer: { id: 'e1', name: 'Asha Builders' },
  worker: { id: 'w1', name: 'Ramesh Kumar' },
  you: 'staff',
  acceptedAt: '2026-11-01T05:00:00.000Z',
  fundedAt: '2026-11-01T06:00:00.000Z',
  completedAt: '2026-11-06T10:00:00.000Z',
  releaseDueAt: null,
  cancelAskedBy: null,
  createdAt: '2026-10-31T09:00:00.000Z',
  events: [
    { kind: 'proposed', by: 'employer', at: '2026-10-31T09:00:00.000Z' },
    { kind: 'funded', by: 'employer', amountPaise: 4000_00, at: '2026-11-01T06:00:00.000Z' },
    { kind: 'completed', by: 'worker', at: '2026-11-06T10:00:00.000Z' },
    { kind: 'disputed', by: 'employer', at: '2026-11-06T12:00:00.000Z' },
    { kind: 'statement', by: 'worker', at: '2026-11-07T08:00:00.000Z' },
  ],
  photos: [
    {
      id: 'c0a80101-0000-4000-8000-000000000001',
      by: 'worker',
      imageUrl: '/media/disputes/wall.webp',
      thumbnailUrl: '/media/disputes/wall-160.webp',
      at: '2026-11-22T09:00:00.000Z',
    },
  ],
  statements: [
    { by: 'employer', statement: 'Only one room was painted.', at: '2026-11-06T12:00:00.000Z' },
    { by: 'worker', statement: 'The second room had no paint delivered.', at: '2026-11-07T08:00:00.000Z' },
  ],
  proposedSplit: null,
};

const proposal = { toWorkerPaise: 1500_00, toEmployerPaise: 2500_00, reason: 'One room of two was painted' };
const proposed: Agreement = {
  ...disputed,
  proposedSplit: proposal,
  events: [...disputed.events, { kind: 'split-proposed', by: 'staff', at: '2026-11-08T09:00:00.000Z' }],
};
const resolved: Agreement = {
  ...proposed,
  status: 'resolved',
  heldPaise: 0,
  releasedPaise: 1500_00,
  refundedPaise: 2500_00,
};

interface Sent {
  url: string;
  body: unknown;
  idempotencyKey: string | null;
  authorization: string | null;
}

let fetchSpy: MockInstance<typeof fetch>;
let queue: Agreement[];
let sent: Sent[];
let queueAsked: number;
let answer: () => Response;

beforeEach(() => {
  saveStaffToken('staff-token');
  sent = [];
  queueAsked = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/staff/agreements/disputes' && !init?.method) {
      queueAsked += 1;
      return Response.json({ success: true, items: queue });
    }
    if (url === `/api/staff/agreements/${disputed.id}/resolve` && init?.method === 'POST') {
      const headers = new Headers(init.headers);
      sent.push({
        url,
        body: JSON.parse(String(init.body)),
        idempotencyKey: headers.get('Idempotency-Key'),
        authorization: headers.get('Authorization'),
      });
      return answer();
    }
    throw new Error(`Unexpected request to ${url}`);
  });
});
afterEach(() => fetchSpy.mockRestore());

async function openQueue(admin: boolean, items: Agreement[]) {
  queue = items;
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <DisputeQueue admin={admin} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  const card = (await screen.findByRole('heading', { name: 'Paint two rooms' })).closest('li');
  if (!card) throw new Error('no card');
  return within(card);
}

const workerField = (card: ReturnType<typeof within>) =>
  card.getByLabelText('Amount to Ramesh Kumar (worker), in whole rupees');

describe('DisputeQueue', () => {
  it('shows both statements, the steps so far and the Employer’s part as the worker’s is typed', async () => {
    const card = await openQueue(false, [disputed]);
    expect(screen.getByRole('heading', { level: 1, name: 'Work agreement disputes' })).toBeVisible();
    expect(card.getByText('Asha Builders (Employer) said:')).toBeVisible();
    expect(card.getByText('Only one room was painted.')).toBeVisible();
    expect(card.getByText('Ramesh Kumar (worker) said:')).toBeVisible();
    expect(card.getByText('The second room had no paint delivered.')).toBeVisible();
    // The worker's photo, as a thumbnail that opens the full photo.
    const photo = card.getByRole('img', { name: 'Photo 1 from Ramesh Kumar' });
    expect(photo).toHaveAttribute('src', '/media/disputes/wall-160.webp');
    expect(photo.closest('a')).toHaveAttribute('href', '/media/disputes/wall.webp');
    expect(card.getByText('Held by KaamSetu now').nextElementSibling).toHaveTextContent('₹4,000.00');
    expect(card.getByText('Dispute opened')).toBeVisible();
    expect(card.getByText('Wage paid in · ₹4,000.00')).toBeVisible();

    expect(card.getByRole('status')).toHaveTextContent(
      "The Employer's part shows here once the worker's part is a whole-rupee amount up to ₹4,000.",
    );
    await userEvent.type(workerField(card), '1500');
    expect(card.getByRole('status')).toHaveTextContent('Refund to Asha Builders (Employer): ₹2,500');
    await userEvent.clear(workerField(card));
    await userEvent.type(workerField(card), '4000');
    expect(card.getByRole('status')).toHaveTextContent('Refund to Asha Builders (Employer): ₹0');
  });

  it('refuses a worker’s part larger than what is held, and a missing reason, without sending', async () => {
    const card = await openQueue(false, [disputed]);
    await userEvent.type(workerField(card), '5000');
    await userEvent.click(card.getByRole('button', { name: 'Propose this split' }));
    expect(card.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      "The two parts must add up to exactly the ₹4,000 held, so the worker's part cannot be more than that.",
      'Give a reason (at least 3 characters).',
    ]);
    expect(workerField(card)).toHaveFocus();

    await userEvent.clear(workerField(card));
    await userEvent.type(workerField(card), '12.5');
    await userEvent.type(card.getByLabelText('Reason'), 'Half done');
    await userEvent.click(card.getByRole('button', { name: 'Propose this split' }));
    expect(card.getByRole('alert')).toHaveTextContent("Enter the worker's part in whole rupees, from ₹0 to ₹4,000.");
    expect(sent).toEqual([]);
  });

  it('sends an Employee’s proposal with an Idempotency-Key and shows it once the list is asked again', async () => {
    const card = await openQueue(false, [disputed]);
    answer = () => {
      queue = [proposed];
      return Response.json({ success: true, agreement: proposed });
    };
    await userEvent.type(workerField(card), '1,500');
    await userEvent.type(card.getByLabelText('Reason'), '  One room of two was painted ');
    await userEvent.click(card.getByRole('button', { name: 'Propose this split' }));

    expect(
      await screen.findByText(
        'Split proposed for “Paint two rooms”: ₹1,500 to Ramesh Kumar, ₹2,500 back to Asha Builders. An Admin will settle it.',
      ),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual(proposal);
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[0]?.authorization).toBe('Bearer staff-token');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(await card.findByRole('heading', { name: 'Split proposed by staff' })).toBeVisible();
    expect(card.getByText('One room of two was painted')).toBeVisible();
  });

  it('starts an Admin from the proposal and settles only after the confirmation dialog', async () => {
    const card = await openQueue(true, [proposed]);
    expect(workerField(card)).toHaveValue('1500');
    expect(card.getByLabelText('Reason')).toHaveValue('One room of two was painted');
    answer = () => {
      queue = [];
      return Response.json({ success: true, agreement: resolved });
    };

    await userEvent.clear(workerField(card));
    await userEvent.type(workerField(card), '2000');
    await userEvent.click(card.getByRole('button', { name: 'Settle: pay ₹2,000 to the worker, refund ₹2,000' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle “Paint two rooms”?' });
    expect(dialog).toHaveTextContent(
      '₹2,000 goes to the Earnings of Ramesh Kumar and ₹2,000 is refunded to Asha Builders. This cannot be undone.',
    );
    expect(sent).toEqual([]);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Settle: pay ₹2,000 to the worker, refund ₹2,000' }),
    );
    expect(
      await screen.findByText(
        '“Paint two rooms” settled: ₹2,000 paid to Ramesh Kumar, ₹2,000 refunded to Asha Builders.',
      ),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ toWorkerPaise: 2000_00, toEmployerPaise: 2000_00, reason: proposal.reason });
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(await screen.findByText('No work agreements are in dispute.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so and asks for the list again when the dispute was settled by someone else first', async () => {
    const card = await openQueue(true, [proposed]);
    answer = () => {
      queue = [];
      return Response.json(
        {
          success: false,
          message: 'This agreement cannot do that now',
          error: { code: 'CONFLICT', details: { agreement: resolved } },
        },
        { status: 409 },
      );
    };
    await userEvent.click(card.getByRole('button', { name: 'Settle: pay ₹1,500 to the worker, refund ₹2,500' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: 'Settle: pay ₹1,500 to the worker, refund ₹2,500',
      }),
    );
    expect(
      await screen.findByText(
        '“Paint two rooms” is no longer in dispute (Settled by KaamSetu): someone else got there first. The list has been refreshed.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('No work agreements are in dispute.')).toBeVisible();
    expect(queueAsked).toBeGreaterThanOrEqual(2);
  });
});
