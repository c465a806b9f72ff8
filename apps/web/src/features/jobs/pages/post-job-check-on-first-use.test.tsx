// The job form paints without its check (job-check.ts, with zod), which is fetched once the person is in the
// form. A press of "Post job" before it has arrived waits for it, the button busy, then shows the same problems
// with the keyboard on the first one, and sends nothing.
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import PostJobPage from './post-job-page';

// The check's code arrives only when the test says so: a slow connection.
const slowCheck = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived };
});
vi.mock('../job-check', async (importOriginal) => {
  await slowCheck.arrived;
  return importOriginal();
});

beforeAll(async () => {
  await Promise.all(['jobs', 'places'].map((namespace) => loadNamespace('en', namespace)));
});
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

it('names what is missing once its check has arrived, when "Post job" was pressed before', async () => {
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
  await userEvent.click(screen.getByRole('button', { name: 'Post job' }));
  expect(screen.getByRole('button', { busy: true })).toBeDisabled();
  expect(screen.queryByText('Choose a trade from the list')).not.toBeInTheDocument();

  slowCheck.arrive();
  await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveFocus());
  expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription(/Give the job a short title/);
  expect(screen.getByText('Choose a trade from the list')).toBeInTheDocument();
  expect(screen.getByText('Choose where the work is')).toBeInTheDocument();
  expect(screen.getByText('Enter the wage you will pay')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Post job' })).toBeEnabled();
  expect(fetchSpy).not.toHaveBeenCalledWith(expect.stringContaining('/api/jobs'), expect.anything());
});
