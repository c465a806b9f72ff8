// The reviews on a profile page: newest first with stars, translated tags, words, date and the reply under each,
// a page at a time; the person reviewed replies, anyone but the author reports, the author changes their own
// review while it may be changed, and someone who met the person is offered "Rate {name}". The server is
// played by fetch answers shaped by the contract; the real round trip runs in e2e/reviews.spec.ts.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  reviewMessages,
  type PendingReviewsResponse,
  type Review,
  type ReviewResponse,
  type ReviewsPageResponse,
} from '@kaamsetu/contract';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveSession } from '../../../lib/session-storage';
import { ProfileReviews } from './profile-reviews';

beforeAll(() => Promise.all([loadNamespace('en', 'reviews'), loadNamespace('en', 'reviewList')]));
// The rating, report and reply forms load when opened; loaded once here, so opening one does not wait on the
// test's own compiler.
beforeAll(async () => {
  await Promise.all([
    import('../../../components/trust/rate-dialog'),
    import('./report-review-dialog'),
    import('./review-reply-form'),
  ]);
});

const WORKER = { id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e', name: 'Ramesh Kumar', userType: 'Labourer' as const };
const ASHA = { id: '7a0e1d2c-3b4a-4c5d-8e9f-0a1b2c3d4e5f', name: 'Asha Sharma', userType: 'Employer' as const };
const VIKRAM = { id: '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5', name: 'Vikram Rao', userType: 'Employer' as const };
const REVIEWS_URL = `/api/profiles/${WORKER.id}/reviews`;

function review(id: string, author: typeof ASHA, overrides: Partial<Review> = {}): Review {
  return {
    id,
    author,
    subjectId: WORKER.id,
    engagement: 'unlock',
    stars: 4,
    text: '',
    tags: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    editableUntil: '2026-12-04T10:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

const newest = review('r2', ASHA, {
  stars: 5,
  text: 'Fixed the tap quickly and cleaned up.',
  tags: ['on-time', 'would-hire-again'],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
});
const older = review('r1', VIKRAM, {
  stars: 2,
  text: 'Came late.',
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
  editableUntil: '2026-11-24T10:00:00.000Z',
  reply: { text: 'The bus broke down, sorry.', at: '2026-11-11T10:00:00.000Z' },
});
const oldest = review(
  'r0',
  { ...VIKRAM, id: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70', name: 'Meena Iyer' },
  {
    stars: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
);

const page = (reviews: Review[], nextCursor: string | null, count = 3): ReviewsPageResponse => ({
  success: true,
  rating: { average: 3.3, count },
  reviews,
  nextCursor,
});
const nothingPending: PendingReviewsResponse = { success: true, pending: [] };

let fetchSpy: MockInstance<typeof fetch> | undefined;
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
});

/** Answers each "METHOD url" with its queued answers in turn (the last one again once they run out). */
function serve(answers: Record<string, { status?: number; body: object }[]>) {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const queue = answers[key];
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer) throw new Error(`Unexpected request ${key}`);
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
}

function sentBodies(key: string): unknown[] {
  return (fetchSpy?.mock.calls ?? [])
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function showAs(readerId: string) {
  saveSession('token', readerId);
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Suspense fallback={null}>
          <ProfileReviews profile={{ ...WORKER, rating: { average: 3.3, count: 3 } }} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  return screen.findByRole('region', { name: 'Reviews' });
}

describe('ProfileReviews', () => {
  it('lists reviews newest first with stars, translated tags, words, date and the reply, a page at a time', async () => {
    serve({
      [`GET ${REVIEWS_URL}`]: [{ body: page([newest, older], 'cursor-2') }],
      [`GET ${REVIEWS_URL}?cursor=cursor-2`]: [{ body: page([oldest], null) }],
      'GET /api/reviews/pending': [{ body: nothingPending }],
    });
    const section = await showAs(ASHA.id);
    expect(await within(section).findByText('Rated 3.3 out of 5 from 3 reviews')).toBeInTheDocument();
    const items = await within(section).findAllByRole('listitem', { name: /out of 5/ });
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual(['review-r2', 'review-r1']);

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('5 stars out of 5')).toBeInTheDocument();
    expect(within(first).getByText('Asha Sharma, 22 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Tags' })).toHaveTextContent('On timeWould hire again');
    expect(within(first).getByText('Fixed the tap quickly and cleaned up.')).toBeInTheDocument();
    expect(within(second).getByText('Reply from Ramesh Kumar')).toBeInTheDocument();
    expect(within(second).getByText('The bus broke down, sorry.')).toBeInTheDocument();

    // The author may change their own review while the window is open; it is not theirs to report.
    expect(within(first).getByRole('button', { name: 'Change your review' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Report review' })).not.toBeInTheDocument();
    // Someone else's review: report only; nobody but the worker replies.
    expect(within(second).getByRole('button', { name: 'Report review' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByText('Meena Iyer, 1 Nov 2026')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('lets the worker reply under a review, and shows the reply once sent', async () => {
    const replied = { ...newest, reply: { text: 'Thank you, madam!', at: '2026-11-23T10:00:00.000Z' } };
    serve({
      [`GET ${REVIEWS_URL}`]: [{ body: page([newest, older], null) }, { body: page([replied, older], null) }],
      'GET /api/reviews/pending': [{ body: nothingPending }],
      'PUT /api/reviews/r2/reply': [
        { body: { success: true, message: reviewMessages.replySaved, review: replied } satisfies ReviewResponse },
      ],
    });
    const section = await showAs(WORKER.id);
    const first = (await within(section).findAllByRole('listitem', { name: /out of 5/ }))[0] as HTMLElement;
    // The worker does not rate or report themselves here, but answers.
    expect(within(first).queryByRole('button', { name: 'Change your review' })).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Reply' }));
    const box = await within(first).findByLabelText('Your reply');
    expect(box).toHaveFocus();

    await userEvent.click(within(first).getByRole('button', { name: 'Send reply' }));
    expect(within(first).getByRole('alert')).toHaveTextContent('Write a reply first');
    expect(sentBodies('PUT /api/reviews/r2/reply')).toEqual([]);

    await userEvent.type(box, 'Thank you, madam!');
    await userEvent.click(within(first).getByRole('button', { name: 'Send reply' }));
    expect(sentBodies('PUT /api/reviews/r2/reply')).toEqual([{ text: 'Thank you, madam!' }]);
    expect(await within(section).findByText('Your reply was added.')).toHaveAttribute('role', 'status');
    expect(await within(first).findByText('Thank you, madam!')).toBeInTheDocument();
    expect(within(first).getByText('Reply from Ramesh Kumar')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Change your reply' })).toHaveFocus();
  });

  it('reports a review with a reason', async () => {
    serve({
      [`GET ${REVIEWS_URL}`]: [{ body: page([older], null) }],
      'GET /api/reviews/pending': [{ body: nothingPending }],
      'POST /api/reviews/r1/report': [{ body: { success: true, message: reviewMessages.reviewReported } }],
    });
    const section = await showAs(WORKER.id);
    await userEvent.click(await within(section).findByRole('button', { name: 'Report review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review?' });
    await userEvent.type(within(dialog).getByLabelText('What is wrong?'), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tell us what is wrong (at least 3 characters).');

    await userEvent.type(within(dialog).getByLabelText('What is wrong?'), 't true, he never worked for me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(sentBodies('POST /api/reviews/r1/report')).toEqual([{ reason: 'not true, he never worked for me' }]);
    expect(await within(section).findByText('Thank you. Our team will look at this review.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Report review' })).toHaveFocus();
  });

  it('offers "Rate {name}" to someone who met the worker and has not rated them, and says when nobody has', async () => {
    serve({
      [`GET ${REVIEWS_URL}`]: [{ body: page([], null, 0) }],
      'GET /api/reviews/pending': [
        {
          body: {
            success: true,
            pending: [
              {
                subjectId: WORKER.id,
                name: WORKER.name,
                userType: 'Labourer',
                engagement: 'unlock',
                at: newest.createdAt,
              },
            ],
          } satisfies PendingReviewsResponse,
        },
      ],
    });
    const section = await showAs(ASHA.id);
    expect(await within(section).findByText('No reviews yet.')).toBeInTheDocument();
    expect(within(section).getByText('No reviews yet')).toBeInTheDocument();
    await userEvent.click(await within(section).findByRole('button', { name: 'Rate Ramesh Kumar' }));
    expect(await screen.findByRole('dialog', { name: 'Rate Ramesh Kumar' })).toBeInTheDocument();
  });

  it('hides "Change your review" once the edit window has closed', async () => {
    serve({
      [`GET ${REVIEWS_URL}`]: [{ body: page([older], null) }],
      'GET /api/reviews/pending': [{ body: nothingPending }],
    });
    const section = await showAs(VIKRAM.id);
    expect(await within(section).findByText('Came late.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Change your review' })).not.toBeInTheDocument();
  });
});
