// Home's trade chips: an Employer taps a trade to search for it; a worker sees none.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProtectedResponse, UserType } from '@kaamsetu/contract';
import { changeLanguage, loadNamespace } from '../../../i18n/i18n';
import { sessionQuery } from '../../../lib/get-session';
import { TradeShortcuts } from './trade-shortcuts';

// The chips' words load on first use; loaded here, so chips wrongly shown to a worker would be on screen as soon
// as the section is drawn, not still waiting for their words.
beforeAll(() => Promise.all(['home', 'trades', 'people'].map((namespace) => loadNamespace('en', namespace))));

function Address() {
  const location = useLocation();
  return <p data-testid="address">{decodeURIComponent(location.pathname + location.search)}</p>;
}

async function renderAs(userType: UserType) {
  const client = new QueryClient();
  const session: ProtectedResponse = {
    success: true,
    user: { id: 'user-1', name: 'Asha', userType, phone: '+919876543210', language: null },
  };
  client.setQueryData(sessionQuery(null).queryKey, session);
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/app/home']}>
          <Suspense fallback={null}>
            <TradeShortcuts />
          </Suspense>
          <Address />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('TradeShortcuts', () => {
  it('searches for a trade when an Employer taps it', async () => {
    const user = userEvent.setup();
    await renderAs('Employer');
    await user.click(await screen.findByRole('link', { name: 'Painter' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/app/home?q=Painter');
  });

  it("searches by the trade's name in the page's language", async () => {
    await changeLanguage('ta');
    const user = userEvent.setup();
    await renderAs('Employer');
    await user.click(await screen.findByRole('link', { name: 'பெயிண்டர்' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/app/home?q=பெயிண்டர்');
  });

  it('shows the common trades first and every trade on request', async () => {
    const user = userEvent.setup();
    await renderAs('Employer');
    const list = await screen.findByRole('list', { name: 'Find by trade' });
    const folded = list.querySelectorAll('li').length;
    expect(folded).toBeGreaterThanOrEqual(8);
    expect(folded).toBeLessThanOrEqual(12);
    await user.click(screen.getByRole('button', { name: /^All \d+ trades$/ }));
    expect(list.querySelectorAll('li').length).toBeGreaterThanOrEqual(30);
    expect(screen.getByRole('link', { name: 'JCB and crane operator' })).toBeInTheDocument();
  });

  it('shows no trade chips to a worker', async () => {
    await renderAs('Labourer');
    expect(screen.queryByRole('link', { name: 'Painter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Find by trade' })).not.toBeInTheDocument();
  });
});
