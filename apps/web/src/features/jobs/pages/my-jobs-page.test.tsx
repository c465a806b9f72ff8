// "My jobs": each of the Employer's posts with its status in words, how many applied and were hired, the ways
// to its applicants and to change it, and closing it (asked why first, sent once with the reason); in Hindi too.
import { Suspense } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { jobMessages, type Job, type JobListResponse, type JobStatus } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { changeLanguage, loadNamespace, translate, type TranslateValues } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import MyJobsPage from './my-jobs-page';

beforeAll(async () => {
  await Promise.all(['jobs', 'reviews'].map((namespace) => loadNamespace('en', namespace)));
});

const en = (key: string, values?: TranslateValues) => translate('en', 'jobs', key, values);
const employerId = '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e';

function jobOf(id: string, title: string, status: JobStatus, counts: Pick<Job, 'applicants' | 'hired'>): Job {
  return {
    id,
    title,
    trade: 'plumber',
    description: '',
    wagePaise: 70_000,
    wagePer: 'day',
    place: { id: 1269515, name: 'Jaipur', state: 'Rajasthan', district: 'Jaipur' },
    lat: 26.91962,
    lon: 75.78781,
    startsOn: '2026-11-28',
    days: null,
    workers: 2,
    contactHours: '',
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    employer: { id: employerId, name: 'Asha Sharma', companyName: '', rating: { average: 0, count: 0 }, badges: [] },
    ...counts,
  };
}

const openJob = jobOf('7a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b', 'Plumber for bathroom fitting', 'open', {
  applicants: 3,
  hired: 1,
});
const heldJob = jobOf('1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'Painter for two rooms', 'held', { applicants: 0 });
const closedJob = jobOf('4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b', 'Mason for a boundary wall', 'closed', {
  applicants: 2,
  hired: 2,
});

let fetchSpy: MockInstance<typeof fetch>;
let mine: Job[];
let refuseClose: boolean;
const closes: { url: string; body: unknown }[] = [];

beforeEach(() => {
  saveSession('token', employerId);
  queryClient.clear();
  mine = [openJob, heldJob, closedJob];
  refuseClose = false;
  closes.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/jobs/mine') {
      return Response.json({ jobs: mine, nextCursor: null } satisfies JobListResponse);
    }
    const closing = /^\/api\/jobs\/([^/]+)\/close$/.exec(url.pathname);
    if (closing && init?.method === 'POST') {
      closes.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
      if (refuseClose) {
        return Response.json(
          { success: false, message: jobMessages.jobNotOpen, error: { code: 'CONFLICT' } },
          { status: 409 },
        );
      }
      mine = mine.map((job) => (job.id === closing[1] ? { ...job, status: 'closed' } : job));
      return Response.json({ job: mine.find((job) => job.id === closing[1]) });
    }
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function openMyJobs() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/app/my-jobs']}>
          <Suspense fallback={null}>
            <MyJobsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

const card = (title: string) => screen.findByRole('article', { name: title });

describe('My jobs', () => {
  it('lists each post with its status in words, its counts, and what can still be done with it', async () => {
    await openMyJobs();
    expect(screen.getByRole('heading', { level: 1, name: en('mine.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('mine.post') })).toHaveAttribute('href', '/app/post-job');

    const open = await card(openJob.title);
    expect(open).toHaveTextContent(
      `${en('status.open')} · ${en('mine.applicants', { count: 3 })} · ${en('mine.hired', { count: 1 })}`,
    );
    expect(within(open).getByRole('link', { name: en('mine.open') })).toHaveAttribute(
      'href',
      `/app/my-jobs/${openJob.id}`,
    );
    expect(within(open).getByRole('link', { name: en('mine.edit') })).toHaveAttribute(
      'href',
      `/app/my-jobs/${openJob.id}/edit`,
    );
    expect(within(open).getByRole('button', { name: en('close.open') })).toBeInTheDocument();

    const held = await card(heldJob.title);
    expect(held).toHaveTextContent(`${en('status.held')} · ${en('mine.applicants', { count: 0 })}`);
    expect(held).not.toHaveTextContent(en('mine.hired', { count: 0 }));
    expect(within(held).getByRole('link', { name: en('mine.edit') })).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: en('close.open') })).toBeInTheDocument();

    const closed = await card(closedJob.title);
    expect(closed).toHaveTextContent(
      `${en('status.closed')} · ${en('mine.applicants', { count: 2 })} · ${en('mine.hired', { count: 2 })}`,
    );
    expect(within(closed).getByRole('link', { name: en('mine.open') })).toBeInTheDocument();
    expect(within(closed).queryByRole('link', { name: en('mine.edit') })).toBeNull();
    expect(within(closed).queryByRole('button', { name: en('close.open') })).toBeNull();
  });

  it('asks why before closing, sends nothing when kept open, then closes with the reason once', async () => {
    await openMyJobs();
    const open = await card(openJob.title);

    await userEvent.click(within(open).getByRole('button', { name: en('close.open') }));
    const question = within(open).getByRole('group', { name: en('close.question') });
    expect(within(open).getByText(en('close.question'))).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: en('close.cancel') }));
    expect(within(open).queryByRole('group')).toBeNull();
    expect(within(open).getByRole('button', { name: en('close.open') })).toHaveFocus();
    expect(closes).toEqual([]);

    await userEvent.click(within(open).getByRole('button', { name: en('close.open') }));
    await userEvent.click(within(open).getByRole('button', { name: en('close.filled') }));
    expect(await within(open).findByText(en('close.closed'))).toHaveAttribute('role', 'status');
    expect(closes).toEqual([{ url: `/api/jobs/${openJob.id}/close`, body: { reason: 'filled' } }]);
    // The list is asked again: the post now reads closed and can no longer be changed or closed.
    await waitFor(() =>
      expect(open).toHaveTextContent(`${en('status.closed')} · ${en('mine.applicants', { count: 3 })}`),
    );
    expect(within(open).queryByRole('button', { name: en('close.open') })).toBeNull();
    expect(within(open).queryByRole('link', { name: en('mine.edit') })).toBeNull();
  });

  it('says why the server refused to close, and keeps the question open', async () => {
    refuseClose = true;
    await openMyJobs();
    const held = await card(heldJob.title);
    await userEvent.click(within(held).getByRole('button', { name: en('close.open') }));
    await userEvent.click(within(held).getByRole('button', { name: en('close.cancelled') }));
    expect(await within(held).findByRole('alert')).toHaveTextContent(en('messages.jobNotOpen'));
    expect(closes).toEqual([{ url: `/api/jobs/${heldJob.id}/close`, body: { reason: 'cancelled' } }]);
    expect(within(held).getByRole('group', { name: en('close.question') })).toBeInTheDocument();
  });

  it('says when nothing has been posted yet', async () => {
    mine = [];
    await openMyJobs();
    expect(await screen.findByText(en('mine.empty'))).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('reads in Hindi: the title, the status words and the close button', async () => {
    await act(() => changeLanguage('hi'));
    const hi = (key: string, values?: TranslateValues) => translate('hi', 'jobs', key, values);
    await openMyJobs();
    expect(hi('mine.title')).not.toBe(en('mine.title'));
    expect(screen.getByRole('heading', { level: 1, name: hi('mine.title') })).toBeInTheDocument();
    const open = await card(openJob.title);
    expect(open).toHaveTextContent(`${hi('status.open')} · ${hi('mine.applicants', { count: 3 })}`);
    expect(within(open).getByRole('button', { name: hi('close.open') })).toBeInTheDocument();
    expect(await card(heldJob.title)).toHaveTextContent(hi('status.held'));
    expect(await card(closedJob.title)).toHaveTextContent(hi('status.closed'));
  });
});
