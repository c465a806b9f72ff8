// The list of typed locations no place matched: each person with what they typed and a link to their edit page
// (Labourers and Employers each to their own), the count above; an empty list and a refusal say so.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { UnplacedProfile, UnplacedProfilesResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveStaffToken } from '../../../lib/session-storage';
import UnplacedLocationsPage from './unplaced-locations-page';

beforeAll(() => Promise.all(['backOffice', 'staff'].map((namespace) => loadNamespace('en', namespace))));

const worker: UnplacedProfile = {
  id: '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a',
  name: 'Ramesh Kumar',
  userType: 'Labourer',
  location: 'Nr. old bus stand, Jhotwara',
  city: '',
  state: 'Rajasthan',
};
const employer: UnplacedProfile = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Asha Builders',
  userType: 'Employer',
  location: '',
  city: 'Kothrudd',
  state: '',
};

let fetchSpy: MockInstance<typeof fetch>;
let answer: () => Response;
let asked: { url: string; staff: boolean }[];

beforeEach(() => {
  saveStaffToken('staff-token');
  asked = [];
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    asked.push({ url, staff: new Headers(init?.headers).get('Authorization') === 'Bearer staff-token' });
    if (url !== '/api/staff/unplaced-profiles') throw new Error(`Unexpected request to ${url}`);
    return answer();
  });
});
afterEach(() => fetchSpy.mockRestore());

const listOf = (profiles: UnplacedProfile[]) => () =>
  Response.json({ success: true, profiles } satisfies UnplacedProfilesResponse);

async function renderPage() {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <UnplacedLocationsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('UnplacedLocationsPage', () => {
  it('lists each person with the location they typed, linking to their edit page', async () => {
    answer = listOf([worker, employer]);
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Unmatched locations' })).toBeVisible();
    expect(await screen.findByText("2 people's locations have no place yet.")).toBeVisible();

    const workerRow = screen.getByRole('rowheader', { name: 'Ramesh Kumar' }).closest('tr');
    if (!workerRow) throw new Error('no row');
    expect(within(workerRow).getByText('Nr. old bus stand, Jhotwara, Rajasthan')).toBeVisible();
    expect(within(workerRow).getByText('Labourer')).toBeVisible();
    expect(within(workerRow).getByRole('link', { name: 'Pick a place for Ramesh Kumar' })).toHaveAttribute(
      'href',
      `/search-modify-labourer?id=${worker.id}`,
    );

    const employerRow = screen.getByRole('rowheader', { name: 'Asha Builders' }).closest('tr');
    if (!employerRow) throw new Error('no row');
    expect(within(employerRow).getByText('Kothrudd')).toBeVisible();
    expect(within(employerRow).getByRole('link', { name: 'Pick a place for Asha Builders' })).toHaveAttribute(
      'href',
      `/search-modify-employer?id=${employer.id}`,
    );
    expect(asked).toEqual([{ url: '/api/staff/unplaced-profiles', staff: true }]);
  });

  it('says so when every location has its place', async () => {
    answer = listOf([]);
    await renderPage();
    expect(await screen.findByText('Every typed location has its place.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal instead of the list", async () => {
    answer = () => Response.json({ message: 'Staff sign-in has expired' }, { status: 401 });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff sign-in has expired');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
