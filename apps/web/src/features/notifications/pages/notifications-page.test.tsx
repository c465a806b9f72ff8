// The inbox: newest first with the unread ones marked "New", opening it marks them read (the newest shown and
// everything older), Show more asks for the next page by its cursor, a job nearby links to the job, and a worker
// turns job SMS off with one switch.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Notification, NotificationsResponse, ProtectedResponse, UserType } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveSession } from '../../../lib/session-storage';
import { answerDrawn } from '../../../test-support/answer-drawn';
import NotificationsPage from './notifications-page';

beforeAll(() => loadNamespace('en', 'notifications'));

const userId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const jobId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function entry(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: String(id),
    kind: 'contact_unlocked',
    text: `Entry number ${id}`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, id)).toISOString(),
    readAt: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

const unreadFirstPage: NotificationsResponse = {
  success: true,
  items: [
    entry(42, { kind: 'job_nearby', jobId, text: 'Painter needed in Jaipur, ₹700 a day', readAt: null }),
    entry(41, { kind: 'hire_request', text: 'Asha Builders wants to hire you', readAt: null }),
    entry(40, { kind: 'payout_paid', text: '₹500 sent to your UPI' }),
  ],
  nextCursor: 'page-2',
  unread: 2,
};
const secondPage: NotificationsResponse = {
  success: true,
  items: [entry(39, { text: 'An employer viewed your number' })],
  nextCursor: null,
  unread: 0,
};

const allReadFirstPage: NotificationsResponse = {
  ...unreadFirstPage,
  items: unreadFirstPage.items.map((item) => ({ ...item, readAt: '2026-11-02T00:00:00.000Z' })),
  unread: 0,
};

let firstPage: NotificationsResponse;
let fetchSpy: MockInstance<typeof fetch>;
let requests: { method: string; url: string; body: unknown }[];
let jobSms: boolean;

function answer(userType: UserType) {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    if (url === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: userId, name: 'Ramesh', userType, phone: '+919876543210', language: 'en' },
      } satisfies ProtectedResponse);
    }
    if (url === '/api/me/notifications') return Response.json(firstPage);
    if (url === '/api/me/notifications?cursor=page-2') return Response.json(secondPage);
    if (url === '/api/me/notifications/read' && method === 'POST') return Response.json({ success: true, unread: 0 });
    if (url === '/api/me/notification-settings') {
      if (method === 'PUT') jobSms = (body as { jobSms: boolean }).jobSms;
      return Response.json({ success: true, jobSms });
    }
    throw new Error(`Unexpected request to ${method} ${url}`);
  });
}

beforeEach(() => {
  saveSession('token-of-ramesh', userId);
  requests = [];
  jobSms = true;
  firstPage = unreadFirstPage;
});
afterEach(() => fetchSpy.mockRestore());

async function openInbox(userType: UserType = 'Labourer', queryClient = new QueryClient()) {
  answer(userType);
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <NotificationsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  const list = await screen.findByRole('list', { name: 'Notifications' });
  return list;
}

const reads = () => requests.filter((request) => request.url === '/api/me/notifications/read');

describe('NotificationsPage', () => {
  it('lists the newest first, marks the unread ones New and marks them read once seen', async () => {
    const list = await openInbox();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Entry|Painter|Asha|₹500/).textContent)).toEqual([
      'Painter needed in Jaipur, ₹700 a day',
      'Asha Builders wants to hire you',
      '₹500 sent to your UPI',
    ]);
    expect(screen.getByText('2 new notifications')).toBeVisible();
    expect(within(items[0]!).getByText('New')).toBeVisible();
    expect(within(items[1]!).getByText('New')).toBeVisible();
    expect(within(items[2]!).queryByText('New')).toBeNull();
    expect(items[0]).toHaveTextContent('Job near you');

    // One request marks everything shown read: the newest entry and all older ones.
    await vi.waitFor(() =>
      expect(reads()).toEqual([{ method: 'POST', url: '/api/me/notifications/read', body: { upToId: '42' } }]),
    );
    // The marks stay while the person reads.
    expect(within(items[0]!).getByText('New')).toBeVisible();
  });

  it('links a job nearby to the job, described by its text', async () => {
    const list = await openInbox();
    const link = within(list).getByRole('link', { name: 'See the job' });
    expect(link).toHaveAttribute('href', `/app/jobs/${jobId}`);
    expect(link).toHaveAccessibleDescription('Painter needed in Jaipur, ₹700 a day');
    expect(within(list).getByRole('link', { name: 'Open your wallet' })).toHaveAttribute('href', '/app/wallet');
  });

  it('links a step of a work agreement to the agreement', async () => {
    const agreementId = '5b3c1e2d-4f6a-4b7c-8d9e-0f1a2b3c4d5e';
    firstPage = {
      ...allReadFirstPage,
      items: [entry(43, { kind: 'agreement', agreementId, text: 'Asha Builders paid ₹5,000 for Paint two rooms' })],
      nextCursor: null,
    };
    const list = await openInbox();
    expect(within(list).getByText('Paid work')).toBeVisible();
    const link = within(list).getByRole('link', { name: 'See the agreement' });
    expect(link).toHaveAttribute('href', `/app/agreements/${agreementId}`);
    expect(link).toHaveAccessibleDescription('Asha Builders paid ₹5,000 for Paint two rooms');
  });

  it('names an unlock, a failed transfer and a decided report, each leading where the person can act', async () => {
    firstPage = {
      ...allReadFirstPage,
      items: [
        entry(46, {
          kind: 'report_decided',
          text: 'KaamSetu staff looked into a report about you and found nothing wrong.',
        }),
        entry(45, { kind: 'payout_failed', text: '₹500 could not be sent to your UPI ravi@okaxis: UPI ID not found.' }),
        entry(44, { kind: 'contact_unlocked', text: 'Asha Builders from Jaipur paid to see your number.' }),
      ],
      nextCursor: null,
    };
    const list = await openInbox();
    const [report, transfer, unlock] = within(list).getAllByRole('listitem');
    expect(report).toHaveTextContent('Decision on a report about you');
    expect(within(report!).getByRole('link', { name: 'Open your profile' })).toHaveAttribute('href', '/app/profile');
    expect(transfer).toHaveTextContent('Transfer failed');
    expect(within(transfer!).getByRole('link', { name: 'Open your wallet' })).toHaveAccessibleDescription(
      '₹500 could not be sent to your UPI ravi@okaxis: UPI ID not found.',
    );
    expect(unlock).toHaveTextContent('Your number was viewed');
    expect(within(unlock!).getByRole('link', { name: 'See who viewed it' })).toHaveAttribute('href', '/app/wallet');
  });

  it('shows older entries with Show more, asking by cursor, until there are no more', async () => {
    const list = await openInbox();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('An employer viewed your number')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(requests.some((request) => request.url === '/api/me/notifications?cursor=page-2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('sends nothing to mark when everything was already read', async () => {
    firstPage = allReadFirstPage;
    await openInbox();
    expect(screen.getByText('You have read them all.')).toBeVisible();
    expect(screen.queryByText('New')).toBeNull();
    expect(reads()).toEqual([]);
  });

  it('lets a worker turn job SMS off, explaining the daily cap and the quiet hours', async () => {
    await openInbox();
    const toggle = await screen.findByRole('switch', { name: 'Job SMS' });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/At most 3 job SMS a day\..*No SMS between 9:00 pm and 8:00 am/i);

    await userEvent.click(toggle);
    expect(await screen.findByText('Job SMS are off. Jobs near you still show in your inbox.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/me/notification-settings', body: { jobSms: false } },
    ]);
    expect(toggle).not.toBeChecked();
  });

  it('shows no job SMS switch to an Employer', async () => {
    const queryClient = new QueryClient();
    await openInbox('Employer', queryClient);
    // No switch once the sign-in has been answered and drawn, not merely before it came.
    await answerDrawn(queryClient, ['session']);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
