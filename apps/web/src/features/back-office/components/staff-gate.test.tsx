// Without a staff sign-in on this device, the back office's screens send the reader to the portal's sign-in
// page before anything is asked of the server. Signed-in journeys (and the Admin-only refusal, which needs
// the server to say who is signed in) run in e2e/back-office.spec.ts.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StaffGate from './staff-gate';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

async function open(path: string) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Routes>
              <Route element={<StaffGate />}>
                <Route path="/report-profiles" element={<p>reports</p>} />
              </Route>
              <Route element={<StaffGate adminOnly />}>
                <Route path="/block-profiles" element={<p>blocking</p>} />
              </Route>
              <Route path="/employee-login" element={<h1>employee sign-in</h1>} />
              <Route path="/admin-login" element={<h1>admin sign-in</h1>} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('StaffGate', () => {
  it('sends a visitor without a staff sign-in to the Employee sign-in', async () => {
    await open('/report-profiles');
    expect(await screen.findByRole('heading', { name: 'employee sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('reports')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends them to the Admin sign-in from an Admin screen', async () => {
    await open('/block-profiles');
    expect(await screen.findByRole('heading', { name: 'admin sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('blocking')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
