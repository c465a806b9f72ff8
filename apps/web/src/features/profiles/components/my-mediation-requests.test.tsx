// A worker's Hire Now requests show the Employer's stars from other workers, so the worker can judge them
// before the call; an Employer's own list does not rate the Employer back at them.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MediationItem, MediationListResponse, UserType } from '@kaamsetu/contract';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { MyMediationRequests } from './my-mediation-requests';

beforeAll(() => Promise.all(['profiles', 'ownProfile', 'reviews'].map((namespace) => loadNamespace('en', namespace))));

const request: MediationItem = {
  id: '12',
  employerId: '7a0e1d2c-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
  employerName: 'Asha Sharma',
  labourerId: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  labourerName: 'Ramesh Kumar',
  location: 'Jaipur',
  salary: 650,
  details: '',
  status: 'Pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
  employerRating: { average: 3.9, count: 14 },
};

let fetchSpy: MockInstance<typeof fetch> | undefined;
afterEach(() => fetchSpy?.mockRestore());

async function showAs(userType: UserType, shown: MediationItem = request) {
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () =>
      Response.json({ success: true, requests: [shown] } satisfies MediationListResponse),
    );
  await act(async () => {
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <Suspense fallback={null}>
            <MyMediationRequests userType={userType} />
          </Suspense>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
}

describe('MyMediationRequests', () => {
  it('shows a worker the Employer’s stars', async () => {
    await showAs('Labourer');
    expect(await screen.findByText('Asha Sharma')).toBeInTheDocument();
    expect(screen.getByText('Rated 3.9 out of 5 from 14 reviews')).toBeInTheDocument();
  });

  it('does not show an Employer their own stars on each request', async () => {
    await showAs('Employer');
    expect(await screen.findByText('Ramesh Kumar')).toBeInTheDocument();
    expect(screen.queryByText(/^Rated /)).not.toBeInTheDocument();
  });

  it('offers an Employer paid work with the worker once the Hire Now is Done, not before', async () => {
    await showAs('Employer');
    expect(await screen.findByText('Ramesh Kumar')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Propose paid work/ })).not.toBeInTheDocument();
  });

  it('links a Done Hire Now to a proposal for that worker', async () => {
    await showAs('Employer', { ...request, status: 'Done', closedAt: '2026-11-21T10:00:00.000Z' });
    const link = await screen.findByRole('link', { name: /^Propose paid work to Ramesh Kumar/ });
    expect(link).toHaveAttribute('href', `/app/agreements/new?workerId=${request.labourerId}`);
  });
});
