// The moderation queue of held job posts: why each was held, in words; Approve sends at once; Reject and Block
// poster need a reason before anything is sent; only an Admin is offered Block poster.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Job, JobListResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveStaffToken } from '../../../lib/session-storage';
import { HeldJobs } from './held-jobs';

beforeAll(() => loadNamespace('en', 'backOffice'));

const heldJob: Job = {
  id: '3c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  title: 'Painters for a school',
  trade: 'painter',
  description: 'Pay a registration fee of ₹500 first.',
  wagePaise: 700_00,
  wagePer: 'day',
  place: { id: 1269515, name: 'Jaipur', state: 'Rajasthan', district: 'Jaipur' },
  lat: 26.9,
  lon: 75.8,
  startsOn: '2026-12-01',
  days: 5,
  workers: 4,
  contactHours: '',
  status: 'held',
  createdAt: '2026-11-25T04:30:00.000Z',
  expiresAt: '2026-12-25T04:30:00.000Z',
  employer: {
    id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    name: 'Suresh Jain',
    companyName: 'Jain Contractors',
    rating: { average: 0, count: 0 },
    badges: [],
  },
  heldReasons: ['money-words', 'link'],
};

let fetchSpy: MockInstance<typeof fetch>;
let decisions: { url: string; body: unknown }[];
let decided: boolean;

beforeEach(() => {
  saveStaffToken('staff-token');
  decisions = [];
  decided = false;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      decisions.push({ url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
      decided = true;
      return Response.json({ success: true, message: 'Done.' });
    }
    if (url === '/api/staff/jobs?status=held') {
      return Response.json({ jobs: decided ? [] : [heldJob], nextCursor: null } satisfies JobListResponse);
    }
    throw new Error(`Unexpected request to ${url}`);
  });
});
afterEach(() => fetchSpy.mockRestore());

async function showQueue(admin: boolean) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <h1 id="queue-title">Jobs to check</h1>
          <HeldJobs admin={admin} labelledBy="queue-title" />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  const card = (await screen.findByRole('heading', { name: 'Painters for a school' })).closest('li');
  if (!card) throw new Error('no card');
  return card;
}

describe('HeldJobs', () => {
  it('says in words why a post was held, with what it says and who posted it', async () => {
    const card = await showQueue(false);
    expect(card).toHaveTextContent('It asks workers for money (a fee, deposit or advance).');
    expect(card).toHaveTextContent('It sends workers to a web link.');
    expect(card).toHaveTextContent('₹700 a day');
    expect(card).toHaveTextContent('Jaipur, Rajasthan');
    expect(card).toHaveTextContent('Suresh Jain (Jain Contractors)');
    expect(card).toHaveTextContent('Pay a registration fee of ₹500 first.');
  });

  it('approves with one tap and the post leaves the queue', async () => {
    const card = await showQueue(false);
    expect(within(card).queryByRole('button', { name: 'Block poster' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(decisions).toEqual([{ url: `/api/staff/jobs/${heldJob.id}/approve`, body: undefined }]);
    expect(await screen.findByText('“Painters for a school” is live. Nearby workers are being told.')).toBeVisible();
    expect(await screen.findByText('No jobs are waiting for a check.')).toBeVisible();
  });

  it('rejects only with a reason, and sends it', async () => {
    const card = await showQueue(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject “Painters for a school”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason (at least 3 characters).');
    expect(decisions).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox'), 'Asks for a fee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(decisions).toEqual([{ url: `/api/staff/jobs/${heldJob.id}/reject`, body: { reason: 'Asks for a fee' } }]);
    expect(await screen.findByText('“Painters for a school” was rejected.')).toBeVisible();
  });

  it('lets an Admin block the poster, with a reason', async () => {
    const card = await showQueue(true);
    await userEvent.click(within(card).getByRole('button', { name: 'Block poster' }));
    const dialog = screen.getByRole('dialog', { name: 'Block the poster of “Painters for a school”?' });
    expect(dialog).toHaveTextContent('Suresh Jain is blocked and all their open and held jobs end.');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Fee scam, third time');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block poster' }));
    expect(decisions).toEqual([
      { url: `/api/staff/jobs/${heldJob.id}/block-poster`, body: { reason: 'Fee scam, third time' } },
    ]);
    expect(
      await screen.findByText('The poster of “Painters for a school” is blocked and their jobs have ended.'),
    ).toBeVisible();
  });
});
