// The job a worker opens (from the SMS or the feed): the wage, the start day, how far, the details; Apply is
// sent once and the button turns into Withdraw; a hired worker is led to rate the Employer; the Employer of the
// job gets its applicants instead; a missing job says so. In Hindi too.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  jobMessages,
  type ApplicationStatus,
  type Job,
  type JobResponse,
  type ProtectedResponse,
  type UserType,
} from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  changeLanguage,
  loadNamespace,
  translate,
  type SupportedLanguage,
  type TranslateValues,
} from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import JobPage from './job-page';

beforeAll(async () => {
  await Promise.all(['jobs', 'reviews'].map((namespace) => loadNamespace('en', namespace)));
});

const en = (key: string, values?: TranslateValues) => translate('en', 'jobs', key, values);

const workerId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const employerId = '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e';
const job: Job = {
  id: '7a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
  title: 'Plumber for bathroom fitting',
  trade: 'plumber',
  description: 'Two bathrooms, fittings supplied.',
  wagePaise: 70_000,
  wagePer: 'day',
  place: { id: 1269515, name: 'Jaipur', state: 'Rajasthan', district: 'Jaipur' },
  lat: 26.91962,
  lon: 75.78781,
  startsOn: '2026-11-28',
  days: 3,
  workers: 2,
  contactHours: '9 am to 6 pm',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  employer: { id: employerId, name: 'Asha Sharma', companyName: '', rating: { average: 4.5, count: 2 }, badges: [] },
  distanceKm: 4.3,
  myApplication: null,
};

let fetchSpy: MockInstance<typeof fetch>;
let viewer: { id: string; userType: UserType; language: SupportedLanguage };
let current: Job;
let jobAnswer: () => Response;
const applies: string[] = [];

beforeEach(() => {
  queryClient.clear();
  viewer = { id: workerId, userType: 'Labourer', language: 'en' };
  current = job;
  jobAnswer = () => Response.json({ job: current } satisfies JobResponse);
  applies.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { ...viewer, name: 'Ramesh', phone: '+919876543210' },
      } satisfies ProtectedResponse);
    }
    if (url.pathname === `/api/jobs/${job.id}/apply` && init?.method === 'POST') {
      applies.push(url.pathname);
      // The real server refuses a second application; answering slowly leaves room for a double tap.
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = { ...current, myApplication: 'applied' };
      const now = '2026-11-21T10:00:00.000Z';
      return Response.json(
        {
          application: { jobId: job.id, status: 'applied' satisfies ApplicationStatus, createdAt: now, updatedAt: now },
        },
        { status: 201 },
      );
    }
    if (url.pathname === `/api/jobs/${job.id}`) return jobAnswer();
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function renderJob() {
  saveSession('token', viewer.id);
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/app/jobs/${job.id}`]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/app/jobs/:jobId" element={<JobPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

async function openJob() {
  await renderJob();
  return screen.findByRole('article', { name: job.title });
}

describe('A job, as a worker opens it', () => {
  it('shows the wage, the start day, how far, and the details', async () => {
    const card = await openJob();
    expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent(job.title);
    expect(within(card).getByText(en('card.wage.day', { amount: '₹700' }))).toBeInTheDocument();
    expect(within(card).getByText(en('card.starts'))).toBeInTheDocument();
    expect(within(card).getByText('Sat, 28 Nov')).toHaveClass('job-starts-day');
    expect(card).toHaveTextContent(en('card.days', { count: 3 }));
    expect(within(card).getByText(en('card.distanceAway', { count: 4 }))).toBeInTheDocument();
    expect(within(card).getByText(en('card.postedBy', { name: 'Asha Sharma' }))).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: en('job.details') })).toBeInTheDocument();
    expect(within(card).getByText(job.description)).toBeInTheDocument();
    expect(within(card).getByText(en('card.contactHours', { hours: '9 am to 6 pm' }))).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: new RegExp(en('share.whatsapp')) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('job.backToJobs') })).toHaveAttribute('href', '/app/jobs');
  });

  it('applies once, even on a double tap, and the button then offers Withdraw', async () => {
    const card = await openJob();
    const apply = await within(card).findByRole('button', { name: en('apply.apply') });
    await userEvent.dblClick(apply);
    expect(await within(card).findByRole('button', { name: en('apply.withdraw') })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: en('apply.apply') })).toBeNull();
    expect(within(card).getByText(en('apply.applied'))).toHaveAttribute('role', 'status');
    expect(applies).toEqual([`/api/jobs/${job.id}/apply`]);
  });

  it('shows the button busy while the application is on its way', async () => {
    const card = await openJob();
    await userEvent.click(await within(card).findByRole('button', { name: en('apply.apply') }));
    const busy = within(card).getByRole('button', { name: en('apply.applying') });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(await within(card).findByRole('button', { name: en('apply.withdraw') })).toBeInTheDocument();
  });

  it('leads a hired worker to rate the Employer, with no Apply button', async () => {
    current = { ...job, myApplication: 'hired' };
    const card = await openJob();
    expect(await within(card).findByText(en('job.hiredNote'), { exact: false })).toBeInTheDocument();
    expect(within(card).getByText(en('status.hired'))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: en('job.rateEmployer', { name: 'Asha Sharma' }) })).toHaveAttribute(
      'href',
      `/app/profile-page/${employerId}`,
    );
    expect(within(card).queryByRole('button', { name: en('apply.apply') })).toBeNull();
  });

  it('says a closed job is no longer open, with nothing to apply for', async () => {
    current = { ...job, status: 'closed' };
    const card = await openJob();
    expect(await within(card).findByText(en('apply.closed'))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: en('apply.apply') })).toBeNull();
  });

  it('gives the job’s own Employer the way to its applicants instead of Apply', async () => {
    viewer = { id: employerId, userType: 'Employer', language: 'en' };
    const card = await openJob();
    expect(await within(card).findByRole('link', { name: en('job.applicants') })).toHaveAttribute(
      'href',
      `/app/my-jobs/${job.id}`,
    );
    expect(within(card).queryByRole('button', { name: en('apply.apply') })).toBeNull();
    expect(screen.getByRole('link', { name: en('mine.title') })).toHaveAttribute('href', '/app/my-jobs');
  });

  it('says when the job is not there any more', async () => {
    jobAnswer = () =>
      Response.json(
        { success: false, message: jobMessages.jobNotFound, error: { code: 'NOT_FOUND' } },
        { status: 404 },
      );
    await renderJob();
    expect(await screen.findByRole('alert')).toHaveTextContent(en('job.notFound'));
    expect(screen.queryByRole('button', { name: en('job.retry') })).toBeNull();
  });

  it('reads in Hindi for a worker whose account is in Hindi', async () => {
    viewer = { ...viewer, language: 'hi' };
    await act(() => changeLanguage('hi'));
    const hi = (key: string, values?: TranslateValues) => translate('hi', 'jobs', key, values);
    const card = await openJob();
    expect(hi('apply.apply')).not.toBe(en('apply.apply'));
    expect(await within(card).findByRole('button', { name: hi('apply.apply') })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: hi('job.details') })).toBeInTheDocument();
    expect(within(card).getByText(hi('card.distanceAway', { count: 4 }))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: en('apply.apply') })).toBeNull();
  });
});
