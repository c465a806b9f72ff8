// A job's applicants, for its Employer: each one's name, stars, status and how far they are, the way to their
// profile where the number is unlocked, and "Mark hired" / "Not hired" sent once for the right worker.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  jobMessages,
  type ApplicantsResponse,
  type ApplicationStatus,
  type Job,
  type JobResponse,
} from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace, translate, type TranslateValues } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import JobApplicantsPage from './job-applicants-page';

beforeAll(async () => {
  await Promise.all(['jobs', 'reviews', 'trust'].map((namespace) => loadNamespace('en', namespace)));
});

const en = (key: string, values?: TranslateValues) => translate('en', 'jobs', key, values);
const stars = (average: string, count: number) => translate('en', 'common', 'rating.summary', { average, count });

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
  contactHours: '',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  employer: { id: employerId, name: 'Asha Sharma', companyName: '', rating: { average: 0, count: 0 }, badges: [] },
  applicants: 3,
  hired: 1,
};

type Applicant = ApplicantsResponse['applicants'][number];
function applicantOf(
  id: string,
  name: string,
  status: ApplicationStatus,
  extra: Partial<Applicant['card']> = {},
): Applicant {
  return {
    card: {
      id,
      name,
      skills: 'Plumber',
      location: 'Jaipur',
      userType: 'Labourer',
      profileImage: '/default-avatar.svg',
      ...extra,
    },
    status,
    appliedAt: '2026-11-21T10:00:00.000Z',
  };
}
const ramesh = applicantOf('2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e', 'Ramesh Kumar', 'applied', {
  rating: { average: 4.2, count: 5 },
  distanceKm: 3.4,
});
const suresh = applicantOf('3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d', 'Suresh Yadav', 'applied', {
  rating: { average: 0, count: 0 },
  distanceKm: 0.6,
});
const mohan = applicantOf('5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', 'Mohan Lal', 'hired', {
  rating: { average: 3.8, count: 2 },
});

let fetchSpy: MockInstance<typeof fetch>;
let applicants: Applicant[];
let jobAnswer: () => Response;
let refuseDecision: boolean;
const decisions: { url: string; body: unknown }[] = [];

beforeEach(() => {
  saveSession('token', employerId);
  queryClient.clear();
  applicants = [ramesh, suresh, mohan];
  jobAnswer = () => Response.json({ job } satisfies JobResponse);
  refuseDecision = false;
  decisions.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/jobs/${job.id}`) return jobAnswer();
    if (url.pathname === `/api/jobs/${job.id}/applicants`) {
      return Response.json({ applicants } satisfies ApplicantsResponse);
    }
    const deciding = /^\/api\/jobs\/[^/]+\/applicants\/([^/]+)\/decision$/.exec(url.pathname);
    if (deciding && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { hired: boolean };
      decisions.push({ url: url.pathname, body });
      if (refuseDecision) {
        return Response.json(
          { success: false, message: jobMessages.applicantNotFound, error: { code: 'NOT_FOUND' } },
          { status: 404 },
        );
      }
      const status: ApplicationStatus = body.hired ? 'hired' : 'not-hired';
      applicants = applicants.map((one) => (one.card.id === deciding[1] ? { ...one, status } : one));
      const now = '2026-11-22T10:00:00.000Z';
      return Response.json({ application: { jobId: job.id, status, createdAt: now, updatedAt: now } });
    }
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function openApplicants() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/app/my-jobs/${job.id}`]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/app/my-jobs/:jobId" element={<JobApplicantsPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

/** One applicant's card, found by the name in its heading. */
async function applicantCard(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(`^${name}`) });
  return heading.closest('li')!;
}

describe('Applicants', () => {
  it('shows the job, then each applicant with their name, stars, status, distance and profile link', async () => {
    await openApplicants();
    const jobCard = await screen.findByRole('article', { name: job.title });
    expect(within(jobCard).getByRole('heading', { level: 1 })).toHaveTextContent(job.title);
    expect(jobCard).toHaveTextContent(en('status.open'));
    expect(within(jobCard).getByRole('link', { name: en('mine.edit') })).toHaveAttribute(
      'href',
      `/app/my-jobs/${job.id}/edit`,
    );
    expect(within(jobCard).getByRole('button', { name: en('close.open') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: en('applicants.title') })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: en('applicants.title') })).getAllByRole('listitem')).toHaveLength(3);

    const first = await applicantCard(ramesh.card.name);
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(stars('4.2', 5));
    expect(within(first).getByRole('img', { name: en('applicants.photoOf', { name: 'Ramesh Kumar' }) })).toBeVisible();
    expect(first).toHaveTextContent(`${en('status.applied')} · ${en('applicants.appliedOn', { date: '21 Nov 2026' })}`);
    expect(within(first).getByText(en('card.distanceAway', { count: 3 }))).toBeInTheDocument();
    // The number is unlocked on the worker's profile (₹15 from Credits); the card leads there and says so.
    expect(
      within(first).getByRole('link', { name: en('applicants.viewProfile', { name: 'Ramesh Kumar' }) }),
    ).toHaveAttribute('href', `/app/profile-page/${ramesh.card.id}`);
    expect(within(first).getByText(en('applicants.contactNote'))).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: en('applicants.hire') })).toBeEnabled();
    expect(within(first).getByRole('button', { name: en('applicants.notHire') })).toBeEnabled();

    const second = await applicantCard(suresh.card.name);
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent(
      translate('en', 'common', 'rating.none'),
    );
    expect(within(second).getByText(en('card.distanceUnderOne'))).toBeInTheDocument();

    // Already hired: no decision buttons, but the ways to rate them and to propose paid work.
    const third = await applicantCard(mohan.card.name);
    expect(third).toHaveTextContent(en('status.hired'));
    expect(within(third).queryByRole('button', { name: en('applicants.hire') })).toBeNull();
    expect(within(third).getByRole('link', { name: en('applicants.rate', { name: 'Mohan Lal' }) })).toHaveAttribute(
      'href',
      `/app/profile-page/${mohan.card.id}`,
    );
    expect(
      within(third).getByRole('link', { name: en('applicants.proposePaidWork', { name: 'Mohan Lal' }) }),
    ).toBeInTheDocument();
  });

  it('marks one applicant hired and another not hired, each sent once for the right worker', async () => {
    await openApplicants();
    const first = await applicantCard(ramesh.card.name);
    await userEvent.click(within(first).getByRole('button', { name: en('applicants.hire') }));
    expect(await within(first).findByText(en('applicants.hiredNote', { name: 'Ramesh Kumar' }))).toHaveAttribute(
      'role',
      'status',
    );
    expect(
      await within(first).findByRole('link', { name: en('applicants.rate', { name: 'Ramesh Kumar' }) }),
    ).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: en('applicants.hire') })).toBeNull();
    expect(first).toHaveTextContent(en('status.hired'));

    const second = await applicantCard(suresh.card.name);
    await userEvent.click(within(second).getByRole('button', { name: en('applicants.notHire') }));
    expect(await within(second).findByText(en('applicants.notHiredNote', { name: 'Suresh Yadav' }))).toHaveAttribute(
      'role',
      'status',
    );
    expect(await within(second).findByText(en('status.not-hired'), { exact: false })).toBeInTheDocument();

    expect(decisions).toEqual([
      { url: `/api/jobs/${job.id}/applicants/${ramesh.card.id}/decision`, body: { hired: true } },
      { url: `/api/jobs/${job.id}/applicants/${suresh.card.id}/decision`, body: { hired: false } },
    ]);
  });

  it('says why the server refused a decision, and keeps the buttons', async () => {
    refuseDecision = true;
    await openApplicants();
    const first = await applicantCard(ramesh.card.name);
    await userEvent.click(within(first).getByRole('button', { name: en('applicants.hire') }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(en('messages.applicantNotFound'));
    expect(within(first).getByRole('button', { name: en('applicants.hire') })).toBeEnabled();
    expect(decisions).toHaveLength(1);
  });

  it('says when nobody has applied yet', async () => {
    applicants = [];
    await openApplicants();
    expect(await screen.findByText(en('applicants.empty'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en('applicants.hire') })).toBeNull();
  });

  it('says when the job is not there, with the way back to My jobs', async () => {
    jobAnswer = () =>
      Response.json(
        { success: false, message: jobMessages.jobNotFound, error: { code: 'NOT_FOUND' } },
        { status: 404 },
      );
    await openApplicants();
    expect(await screen.findByRole('alert')).toHaveTextContent(en('job.notFound'));
    expect(screen.getByRole('link', { name: en('mine.title') })).toHaveAttribute('href', '/app/my-jobs');
  });
});
