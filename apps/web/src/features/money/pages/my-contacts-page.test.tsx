// My contacts (issue 21): an Employer's paid-for numbers, newest first as the server sends them, each with its
// date and a Call and a WhatsApp button; an empty list says how to fill it; a Labourer is sent to the wallet.
// The server is played by fetch answers shaped by the contract; the real flow runs in e2e/money-words.spec.ts.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MyContactsResponse, ProtectedResponse, UserType } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import MyContactsPage from './my-contacts-page';

beforeAll(() => loadNamespace('en', 'wallet'));

const ramesh = {
  profileId: 'c0ffee00-1111-4222-8333-444455556666',
  name: 'Ramesh Kumar',
  phone: '+919876543210',
  unlockedAt: '2026-11-20T10:00:00.000Z',
};
const sunita = {
  profileId: 'c0ffee00-1111-4222-8333-777788889999',
  name: 'Sunita Devi',
  phone: '+919812345678',
  unlockedAt: '2026-11-18T09:00:00.000Z',
};

function answer(userType: UserType, contacts: MyContactsResponse['items']) {
  const answers: Record<string, object> = {
    '/api/users/protected': {
      success: true,
      user: {
        id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
        name: 'Asha',
        userType,
        phone: '+919000000001',
        language: 'en',
      },
    } satisfies ProtectedResponse,
    '/api/me/contacts': { success: true, items: contacts, nextCursor: null } satisfies MyContactsResponse,
  };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const body = answers[String(url)];
    if (!body) throw new Error(`Unexpected request to ${String(url)}`);
    return Response.json(body);
  });
}

beforeEach(() => {
  saveSession('token-of-asha', '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e');
  queryClient.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

async function openPage() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <MyContactsPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'My contacts' });
}

describe('My contacts', () => {
  it('lists each worker with the date, a Call and a WhatsApp button, in the server’s order', async () => {
    answer('Employer', [ramesh, sunita]);
    await openPage();
    const items = within(await screen.findByRole('list', { name: 'My contacts' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'Ramesh Kumar',
      'Sunita Devi',
    ]);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Ramesh Kumar' })).toHaveAttribute(
      'href',
      `/app/profile-page/${ramesh.profileId}`,
    );
    expect(first.getByText('Number paid for on 20 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('98765 43210')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Call Ramesh Kumar' })).toHaveAttribute('href', 'tel:+919876543210');
    const whatsapp = first.getByRole('link', { name: 'WhatsApp Ramesh Kumar (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('says how the list fills when it is empty', async () => {
    answer('Employer', []);
    await openPage();
    expect(
      await screen.findByText(
        "You have not paid for any worker's number yet. Find a worker on Home and view their number.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('sends a Labourer to the wallet without asking the server for contacts', async () => {
    const fetchSpy = answer('Labourer', []);
    await openPage();
    expect(await screen.findByRole('link', { name: 'Go to your wallet' })).toHaveAttribute('href', '/app/wallet');
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/me/contacts', expect.anything());
  });
});
