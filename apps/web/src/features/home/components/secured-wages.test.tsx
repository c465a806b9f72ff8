// A worker's "₹X secured for your work" on Home: one request, the line only when something is held, linking to
// their agreements; nothing while it loads or when it fails, and no request at all for an Employer.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AgreementListResponse, ProtectedResponse, UserType } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { agreementsQueryRoot } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import { answerDrawn, everyAnswerDrawn } from '../../../test-support/answer-drawn';
import { SecuredWages } from './secured-wages';

beforeAll(() => loadNamespace('en', 'home'));

const userId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
let fetchSpy: MockInstance<typeof fetch>;
let requests: string[];

function answer(userType: UserType, secured: () => Response) {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    requests.push(url);
    if (url === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: userId, name: 'Ramesh', userType, phone: '+919876543210', language: 'en' },
      } satisfies ProtectedResponse);
    }
    if (url === '/api/agreements?role=worker') return secured();
    throw new Error(`Unexpected request to ${url}`);
  });
}

const heldFor = (securedPaise: number) => () =>
  Response.json({ success: true, items: [], nextCursor: null, securedPaise } satisfies AgreementListResponse);

beforeEach(() => {
  saveSession('token', userId);
  requests = [];
});
afterEach(() => fetchSpy.mockRestore());

async function renderLine() {
  const queryClient = new QueryClient();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <SecuredWages />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return queryClient;
}

describe('SecuredWages', () => {
  it('tells a worker what is held for their work, linking to their agreements', async () => {
    answer('Labourer', heldFor(7_500_00));
    await renderLine();
    const link = await screen.findByRole('link', { name: '₹7,500 secured for your work' });
    expect(link).toHaveAttribute('href', '/app/agreements');
    expect(requests.filter((url) => url.startsWith('/api/agreements'))).toEqual(['/api/agreements?role=worker']);
  });

  it('shows nothing when nothing is held, or when the request fails', async () => {
    answer('Labourer', heldFor(0));
    let queryClient = await renderLine();
    await answerDrawn(queryClient, agreementsQueryRoot);
    expect(requests).toContain('/api/agreements?role=worker');
    expect(screen.queryByRole('link')).toBeNull();
    fetchSpy.mockRestore();

    answer('Labourer', () => Response.json({ success: false, message: 'Down' }, { status: 500 }));
    queryClient = await renderLine();
    await answerDrawn(queryClient, agreementsQueryRoot, 'error');
    expect(requests.filter((url) => url.startsWith('/api/agreements'))).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks nothing for an Employer', async () => {
    answer('Employer', heldFor(7_500_00));
    const queryClient = await renderLine();
    await answerDrawn(queryClient, ['session']);
    // And whatever that drawing asked for (a worker's held wages) has been answered and drawn too.
    await everyAnswerDrawn(queryClient);
    expect(screen.queryByRole('link')).toBeNull();
    expect(requests.some((url) => url.startsWith('/api/agreements'))).toBe(false);
  });
});
