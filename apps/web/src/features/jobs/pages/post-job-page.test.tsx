// "Post a job": the form's own checks name each field's problem in the reader's words; a good post is sent with
// the wage in paise, and the page says whether the job went live or waits for staff.
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { jobMessages, type PlaceListResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import PostJobPage from './post-job-page';

beforeAll(async () => {
  await Promise.all(['jobs', 'places'].map((namespace) => loadNamespace('en', namespace)));
});

const jaipur = {
  id: 1269515,
  name: 'Jaipur',
  localName: 'जयपुर',
  state: 'Rajasthan',
  district: 'Jaipur',
  lat: 26.91962,
  lon: 75.78781,
};
let fetchSpy: MockInstance<typeof fetch>;
const posted: unknown[] = [];

beforeEach(() => {
  queryClient.clear();
  posted.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/places') return Response.json({ places: [jaipur] } as unknown as PlaceListResponse);
    if (url.pathname === '/api/jobs' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      return Response.json(
        { job: { id: '7a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b', status: 'held' }, message: jobMessages.postedHeld },
        { status: 201 },
      );
    }
    return Response.json({ success: false, message: 'Not found', error: { code: 'NOT_FOUND' } }, { status: 404 });
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function openForm() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/app/post-job']}>
          <Suspense fallback={null}>
            <PostJobPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('Post a job', () => {
  it('names what is missing, in order, without sending', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Post job' }));
    // The form's check may still be on its way (fetched once the person is in the form): the answer follows it.
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveFocus());
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription(/Give the job a short title/);
    expect(screen.getByText('Choose a trade from the list')).toBeInTheDocument();
    expect(screen.getByText('Choose where the work is')).toBeInTheDocument();
    expect(screen.getByText('Enter the wage you will pay')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends the wage in paise with the picked place, and says the job waits for a check', async () => {
    await openForm();
    await userEvent.type(screen.getByLabelText('Job title'), 'Plumber for bathroom fitting');
    await userEvent.click(screen.getByRole('radio', { name: 'Plumber' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Where is the work?' }), 'Jai');
    await userEvent.click(await screen.findByRole('option', { name: /Jaipur/ }));
    await userEvent.type(screen.getByLabelText('Wage in rupees'), '750');
    await userEvent.selectOptions(screen.getByLabelText('Paid per'), 'day');
    await userEvent.clear(screen.getByLabelText('Workers needed'));
    await userEvent.type(screen.getByLabelText('Workers needed'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Post job' }));

    expect(await screen.findByRole('heading', { name: 'Your job is waiting for a check' })).toHaveFocus();
    expect(screen.getByText('Your job will go live after a quick check by our staff.')).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        title: 'Plumber for bathroom fitting',
        trade: 'plumber',
        placeId: 1269515,
        wagePaise: 75_000,
        wagePer: 'day',
        workers: 2,
      }),
    ]);
  });
});
