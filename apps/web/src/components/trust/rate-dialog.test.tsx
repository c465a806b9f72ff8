// "Rate {name}" and the "Rate {name}" prompts: what the dialog sends (a first review, or the author's change),
// what it says when the server refuses, and the prompt list that shrinks once someone is rated. The server is
// played by fetch answers shaped by the contract; the whole round trip runs in e2e/reviews.spec.ts.
import { Suspense, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  reviewMessages,
  type PendingReview,
  type PendingReviewsResponse,
  type Review,
  type ReviewResponse,
} from '@kaamsetu/contract';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../i18n/i18n';
import { pendingReviewsKey } from '../../lib/get-pending-reviews';
import { answerDrawn } from '../../test-support/answer-drawn';
import { RateDialog } from './rate-dialog';
import { RatePrompts } from './rate-prompts';

// The prompt list loads only once someone is named; loaded here with its words, so a list wrongly shown would be
// on screen as soon as the answer is.
beforeAll(() =>
  Promise.all([loadNamespace('en', 'reviews'), loadNamespace('en', 'reviewList'), import('./rate-prompt-list')]),
);

const WORKER_ID = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const EMPLOYER_ID = '7a0e1d2c-3b4a-4c5d-8e9f-0a1b2c3d4e5f';

const savedReview: Review = {
  id: 'review-1',
  author: { id: EMPLOYER_ID, name: 'Asha Sharma', userType: 'Employer' },
  subjectId: WORKER_ID,
  engagement: 'unlock',
  stars: 4,
  text: 'Fixed the tap quickly.',
  tags: ['on-time', 'good-work'],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  editableUntil: '2026-12-04T10:00:00.000Z',
  reply: null,
};

let fetchSpy: MockInstance<typeof fetch> | undefined;
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
});

type Answer = { status?: number; body: object };
/** Answers each "METHOD path" with the next answer queued for it; anything else fails the test. */
function serve(answers: Record<string, Answer[]>) {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const answer = answers[key]?.shift();
    if (!answer) throw new Error(`Unexpected request ${key}`);
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
}

function sentBodies(key: string): unknown[] {
  return (fetchSpy?.mock.calls ?? [])
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function show(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>{node}</Suspense>
      </QueryClientProvider>,
    );
  });
  return queryClient;
}

const ok = (review: Review, message: string): Answer => ({
  body: { success: true, message, review } satisfies ReviewResponse,
});

describe('RateDialog', () => {
  it('asks for stars first, then posts the stars, the worker tags chosen and the words', async () => {
    serve({ 'POST /api/reviews': [ok(savedReview, reviewMessages.reviewSaved)] });
    const onDone = vi.fn();
    await show(
      <RateDialog
        subject={{ id: WORKER_ID, name: 'Ramesh Kumar', userType: 'Labourer' }}
        onDone={onDone}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rate Ramesh Kumar' });
    // Only the tags about a worker are offered.
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((chip) => chip.textContent),
    ).toEqual(['On time', 'Good work', 'Fair price', 'Would hire again']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose 1 to 5 stars');
    expect(within(dialog).getByRole('radio', { name: '1 star: Poor' })).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars: Good' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'On time' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Good work' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fair price' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fair price' }));
    expect(within(dialog).getByRole('button', { name: 'On time' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Fair price' })).toHaveAttribute('aria-pressed', 'false');
    const words = within(dialog).getByLabelText('Your words (optional)');
    await userEvent.type(words, 'Quick fix.');
    expect(words).toHaveAccessibleDescription('10 of 500 characters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));

    expect(sentBodies('POST /api/reviews')).toEqual([
      { subjectId: WORKER_ID, stars: 4, text: 'Quick fix.', tags: ['on-time', 'good-work'] },
    ]);
    expect(onDone).toHaveBeenCalledWith({ key: 'messages.reviewSaved' });
  });

  it('offers the tags about an Employer when a worker rates one', async () => {
    await show(
      <RateDialog
        subject={{ id: EMPLOYER_ID, name: 'Asha Sharma', userType: 'Employer' }}
        onDone={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rate Asha Sharma' });
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((chip) => chip.textContent),
    ).toEqual(['Paid on time', 'Paid as agreed', 'Respectful', 'Work as described']);
  });

  it('changes the author’s own review with PUT, starting from what it said', async () => {
    serve({ 'PUT /api/reviews/review-1': [ok({ ...savedReview, stars: 2 }, reviewMessages.reviewUpdated)] });
    const onDone = vi.fn();
    await show(
      <RateDialog
        subject={{ id: WORKER_ID, name: 'Ramesh Kumar', userType: 'Labourer' }}
        review={savedReview}
        onDone={onDone}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change your review of Ramesh Kumar' });
    expect(within(dialog).getByRole('radio', { name: '4 stars: Good' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'On time' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText('Your words (optional)')).toHaveValue('Fixed the tap quickly.');

    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars: Not good' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(sentBodies('PUT /api/reviews/review-1')).toEqual([
      { stars: 2, text: 'Fixed the tap quickly.', tags: ['on-time', 'good-work'] },
    ]);
    expect(onDone).toHaveBeenCalledWith({ key: 'messages.reviewUpdated' });
  });

  it('says a refusal in the reader’s words and keeps the dialog open', async () => {
    serve({
      'POST /api/reviews': [
        {
          status: 409,
          body: { success: false, message: reviewMessages.alreadyReviewed, error: { code: 'CONFLICT' } },
        },
      ],
    });
    const onDone = vi.fn();
    await show(
      <RateDialog
        subject={{ id: WORKER_ID, name: 'Ramesh Kumar', userType: 'Labourer' }}
        onDone={onDone}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rate Ramesh Kumar' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars: Excellent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this. You can edit your review instead.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send review' })).toHaveFocus();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('RatePrompts', () => {
  const pendingWorker: PendingReview = {
    subjectId: WORKER_ID,
    name: 'Ramesh Kumar',
    userType: 'Labourer',
    engagement: 'unlock',
    at: '2026-11-20T10:00:00.000Z',
  };
  const pendingOther: PendingReview = {
    subjectId: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
    name: 'Suresh Yadav',
    userType: 'Labourer',
    engagement: 'hire-request',
    at: '2026-11-18T09:00:00.000Z',
  };
  const pending = (list: PendingReview[]): Answer => ({
    body: { success: true, pending: list } satisfies PendingReviewsResponse,
  });

  it('asks once per engagement, rates from the dialog, then drops the rated person from the list', async () => {
    serve({
      'GET /api/reviews/pending': [pending([pendingWorker, pendingOther]), pending([pendingOther])],
      'POST /api/reviews': [ok(savedReview, reviewMessages.reviewSaved)],
    });
    await show(<RatePrompts />);
    const section = await screen.findByRole('region', { name: 'Rate the people you met' });
    expect(within(section).getByText('You saw their number on 20 Nov 2026')).toBeInTheDocument();
    expect(within(section).getByText('Hire Now request done on 18 Nov 2026')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Rate Ramesh Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Ramesh Kumar' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars: Excellent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Thank you for your review.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Rate Ramesh Kumar' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Rate Suresh Yadav' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Rate the people you met' })).toHaveFocus();
    expect(sentBodies('POST /api/reviews')).toEqual([{ subjectId: WORKER_ID, stars: 5, text: '', tags: [] }]);
  });

  it('tells a worker that an Employer saw their number, and gives the keyboard back on Cancel', async () => {
    serve({
      'GET /api/reviews/pending': [
        pending([{ ...pendingWorker, subjectId: EMPLOYER_ID, name: 'Asha Sharma', userType: 'Employer' }]),
      ],
    });
    await show(<RatePrompts />);
    expect(await screen.findByText('Saw your number on 20 Nov 2026')).toBeInTheDocument();
    const rate = screen.getByRole('button', { name: 'Rate Asha Sharma' });
    await userEvent.click(rate);
    const dialog = await screen.findByRole('dialog', { name: 'Rate Asha Sharma' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate Asha Sharma' })).toHaveFocus();
  });

  it('shows nothing when there is nobody to rate', async () => {
    serve({ 'GET /api/reviews/pending': [pending([])] });
    const queryClient = await show(<RatePrompts />);
    // Nothing once the list has been answered and drawn, not merely before it came.
    await answerDrawn(queryClient, pendingReviewsKey);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
