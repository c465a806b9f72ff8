// "My applications": each job the worker applied for with its status in words and the day they applied;
// Withdraw while the Employer has not decided (sent once, said, the card then reads withdrawn, apply again); after a hire, the way
// to rate the Employer.
import { Suspense } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { jobMessages, type ApplicationStatus, type Job, type MyApplicationsResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace, translate, type TranslateValues } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import MyApplicationsPage from './my-applications-page';

beforeAll(async () => {
  await Promise.all(['jobs', 'reviews'].map((namespace) => loadNamespace('en', namespace)));
});

const en = (key: string, values?: TranslateValues) => translate('en', 'jobs', key, values);

const workerId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const employer = {
  id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
  name: 'Asha Sharma',
  companyName: '',
  rating: { average: 4.5, count: 2 },
  badges: [],
};
function jobOf(id: string, title: string): Job {
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
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    employer,
  };
}
type Application = MyApplicationsResponse['applications'][number];
function applicationOf(job: Job, status: ApplicationStatus, createdAt: string): Application {
  return { jobId: job.id, status, createdAt, updatedAt: createdAt, job };
}

const plumbing = jobOf('7a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b', 'Plumber for bathroom fitting');
const painting = jobOf('1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'Painter for two rooms');
const wall = jobOf('4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b', 'Mason for a boundary wall');
const roof = jobOf('6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d', 'Roof repair');

let fetchSpy: MockInstance<typeof fetch>;
let applications: Application[];
let refuseWithdraw: boolean;
const sent: string[] = [];

beforeEach(() => {
  saveSession('token', workerId);
  queryClient.clear();
  applications = [
    applicationOf(plumbing, 'applied', '2026-11-21T10:00:00.000Z'),
    applicationOf(painting, 'hired', '2026-11-18T10:00:00.000Z'),
    applicationOf(wall, 'not-hired', '2026-11-15T10:00:00.000Z'),
    applicationOf(roof, 'withdrawn', '2026-11-12T10:00:00.000Z'),
  ];
  refuseWithdraw = false;
  sent.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/me/applications') {
      return Response.json({ applications } satisfies MyApplicationsResponse);
    }
    const tap = /^\/api\/jobs\/([^/]+)\/(apply|withdraw)$/.exec(url.pathname);
    if (tap && init?.method === 'POST') {
      sent.push(url.pathname);
      if (refuseWithdraw) {
        return Response.json(
          { success: false, message: jobMessages.notApplied, error: { code: 'CONFLICT' } },
          { status: 409 },
        );
      }
      applications = applications.map((one) =>
        one.jobId === tap[1] ? { ...one, status: 'withdrawn', updatedAt: '2026-11-22T10:00:00.000Z' } : one,
      );
      const now = '2026-11-22T10:00:00.000Z';
      return Response.json({ application: { jobId: tap[1], status: 'withdrawn', createdAt: now, updatedAt: now } });
    }
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function openApplications() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/app/my-applications']}>
          <Suspense fallback={null}>
            <MyApplicationsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

const card = (title: string) => screen.findByRole('article', { name: title });

describe('My applications', () => {
  it('shows each application’s status in words and the day it was made', async () => {
    await openApplications();
    expect(screen.getByRole('heading', { level: 1, name: en('applications.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('applications.findJobs') })).toHaveAttribute('href', '/app/jobs');

    const applied = await card(plumbing.title);
    expect(applied).toHaveTextContent(
      `${en('status.applied')} · ${en('applications.appliedOn', { date: '21 Nov 2026' })}`,
    );
    expect(within(applied).getByRole('button', { name: en('apply.withdraw') })).toBeEnabled();

    const hired = await card(painting.title);
    expect(hired).toHaveTextContent(`${en('status.hired')} · ${en('applications.appliedOn', { date: '18 Nov 2026' })}`);
    expect(within(hired).getByRole('link', { name: en('job.rateEmployer', { name: 'Asha Sharma' }) })).toHaveAttribute(
      'href',
      `/app/profile-page/${employer.id}`,
    );
    expect(within(hired).queryByRole('button')).toBeNull();

    const notHired = await card(wall.title);
    expect(notHired).toHaveTextContent(en('status.not-hired'));
    expect(within(notHired).queryByRole('button')).toBeNull();

    const withdrawn = await card(roof.title);
    expect(withdrawn).toHaveTextContent(en('status.withdrawn'));
    // The job is still open: the worker may apply again.
    expect(within(withdrawn).getByRole('button', { name: en('apply.apply') })).toBeEnabled();
  });

  it('withdraws an application with one tap, sent once, says so, and the card then reads withdrawn', async () => {
    await openApplications();
    const applied = await card(plumbing.title);
    await userEvent.click(within(applied).getByRole('button', { name: en('apply.withdraw') }));
    await waitFor(() => expect(applied).toHaveTextContent(en('status.withdrawn')));
    expect(within(applied).getByRole('status')).toHaveTextContent(en('apply.withdrawn'));
    expect(within(applied).queryByRole('button', { name: en('apply.withdraw') })).toBeNull();
    expect(within(applied).getByRole('button', { name: en('apply.apply') })).toBeEnabled();
    expect(sent).toEqual([`/api/jobs/${plumbing.id}/withdraw`]);
  });

  it('says why the server refused a withdrawal, and keeps the button', async () => {
    refuseWithdraw = true;
    await openApplications();
    const applied = await card(plumbing.title);
    await userEvent.click(within(applied).getByRole('button', { name: en('apply.withdraw') }));
    expect(await within(applied).findByRole('alert')).toHaveTextContent(en('messages.notApplied'));
    expect(within(applied).getByRole('button', { name: en('apply.withdraw') })).toBeEnabled();
    expect(sent).toHaveLength(1);
  });

  it('says when nothing has been applied for yet', async () => {
    applications = [];
    await openApplications();
    expect(await screen.findByText(en('applications.empty'))).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
