// "Change job": the form opens filled from the job as it is; saving sends a PATCH with what was changed (wage in
// paise); the server's refusal is said in the reader's words, on the field it names; a closed job is not offered.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { jobMessages, trades, type Job, type JobResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace, translate, type TranslateValues } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import { isoDay } from '../components/job-form';
import EditJobPage from './edit-job-page';

beforeAll(async () => {
  await Promise.all(['jobs', 'places'].map((namespace) => loadNamespace('en', namespace)));
});

const en = (key: string, values?: TranslateValues) => translate('en', 'jobs', key, values);

const employerId = '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e';
// The start day must lie ahead for the form to accept it, whenever the test runs.
const startsOn = isoDay(new Date(Date.now() + 7 * 24 * 60 * 60_000));
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
  startsOn,
  days: 3,
  workers: 2,
  contactHours: '9 am to 6 pm',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  employer: { id: employerId, name: 'Asha Sharma', companyName: '', rating: { average: 0, count: 0 }, badges: [] },
  applicants: 0,
};

let fetchSpy: MockInstance<typeof fetch>;
let current: Job;
let patchAnswer: (body: Record<string, unknown>) => Response;
const patches: Record<string, unknown>[] = [];

beforeEach(() => {
  saveSession('token', employerId);
  queryClient.clear();
  current = job;
  patches.length = 0;
  patchAnswer = (body) => {
    current = { ...current, ...body } as Job;
    return Response.json({ job: current } satisfies JobResponse);
  };
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/jobs/${job.id}` && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push(body);
      return patchAnswer(body);
    }
    if (url.pathname === `/api/jobs/${job.id}`) return Response.json({ job: current } satisfies JobResponse);
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function renderEdit() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/app/my-jobs/${job.id}/edit`]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/app/my-jobs/:jobId/edit" element={<EditJobPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

async function openEdit() {
  await renderEdit();
  await screen.findByLabelText(en('post.jobTitle'));
}

async function retype(label: string, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), text);
}

describe('Change job', () => {
  it('opens with the form filled from the job', async () => {
    await openEdit();
    expect(screen.getByRole('heading', { level: 1, name: en('edit.title') })).toBeInTheDocument();
    expect(screen.getByLabelText(en('post.jobTitle'))).toHaveValue('Plumber for bathroom fitting');
    expect(screen.getByRole('radio', { name: trades.find((trade) => trade.key === 'plumber')?.en })).toBeChecked();
    expect(screen.getByRole('combobox', { name: en('post.place') })).toHaveValue('Jaipur, Rajasthan');
    expect(screen.getByLabelText(en('post.wage'))).toHaveValue('700');
    expect(screen.getByLabelText(en('post.wagePer'))).toHaveValue('day');
    expect(screen.getByLabelText(en('post.startsOn'))).toHaveValue(startsOn);
    expect(screen.getByLabelText(en('post.days'))).toHaveValue('3');
    expect(screen.getByLabelText(en('post.workers'))).toHaveValue('2');
    expect(screen.getByLabelText(en('post.contactHours'))).toHaveValue('9 am to 6 pm');
    expect(screen.getByLabelText(en('post.description'))).toHaveValue('Two bathrooms, fittings supplied.');
    expect(screen.getByRole('button', { name: en('edit.submit') })).toBeEnabled();
    expect(screen.getByRole('link', { name: en('mine.open') })).toHaveAttribute('href', `/app/my-jobs/${job.id}`);
  });

  it('sends a PATCH with the changed wage, workers and title, and says the changes are saved', async () => {
    await openEdit();
    await retype(en('post.wage'), '850');
    await retype(en('post.workers'), '4');
    await retype(en('post.jobTitle'), 'Plumber for two bathrooms');
    await userEvent.click(screen.getByRole('button', { name: en('edit.submit') }));

    expect(await screen.findByText(en('edit.saved'))).toHaveAttribute('role', 'status');
    expect(patches).toEqual([
      expect.objectContaining({
        title: 'Plumber for two bathrooms',
        wagePaise: 85_000,
        workers: 4,
        // What was not touched goes as it was.
        trade: 'plumber',
        placeId: 1269515,
        wagePer: 'day',
        startsOn,
      }),
    ]);
    expect(screen.getByRole('button', { name: en('edit.submit') })).toHaveFocus();
  });

  it('clears the details, the call hours and the number of days when they are emptied', async () => {
    await openEdit();
    await userEvent.clear(screen.getByLabelText(en('post.description')));
    await userEvent.clear(screen.getByLabelText(en('post.contactHours')));
    await userEvent.clear(screen.getByLabelText(en('post.days')));
    await userEvent.click(screen.getByRole('button', { name: en('edit.submit') }));

    expect(await screen.findByText(en('edit.saved'))).toHaveAttribute('role', 'status');
    expect(patches).toEqual([expect.objectContaining({ description: '', contactHours: '', days: null })]);
  });

  it('checks the form before sending: an empty wage is named, nothing is sent', async () => {
    await openEdit();
    await userEvent.clear(screen.getByLabelText(en('post.wage')));
    await userEvent.click(screen.getByRole('button', { name: en('edit.submit') }));
    expect(screen.getByLabelText(en('post.wage'))).toHaveAccessibleDescription(en('messages.wageRequired'));
    expect(screen.getByLabelText(en('post.wage'))).toHaveFocus();
    expect(patches).toEqual([]);
  });

  it('says the server’s refusal in the reader’s words', async () => {
    patchAnswer = () =>
      Response.json(
        { success: false, message: jobMessages.jobNotEditable, error: { code: 'CONFLICT' } },
        { status: 409 },
      );
    await openEdit();
    await retype(en('post.wage'), '800');
    await userEvent.click(screen.getByRole('button', { name: en('edit.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en('messages.jobNotEditable'));
    expect(screen.queryByText(en('edit.saved'))).toBeNull();
    expect(screen.getByRole('button', { name: en('edit.submit') })).toHaveFocus();
    expect(patches).toHaveLength(1);
  });

  it('puts a refusal that names a field on that field', async () => {
    patchAnswer = () =>
      Response.json(
        {
          success: false,
          message: jobMessages.startsOnInvalid,
          error: { code: 'VALIDATION_FAILED', details: { field: 'startsOn' } },
        },
        { status: 400 },
      );
    await openEdit();
    await userEvent.click(screen.getByRole('button', { name: en('edit.submit') }));
    const startDay = screen.getByLabelText(en('post.startsOn'));
    await vi.waitFor(() => expect(startDay).toHaveAccessibleDescription(en('messages.startsOnInvalid')));
    expect(startDay).toHaveFocus();
  });

  it('offers no form for a closed job', async () => {
    current = { ...job, status: 'closed' };
    await renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent(en('edit.notEditable'));
    expect(screen.queryByRole('button', { name: en('edit.submit') })).toBeNull();
  });
});
