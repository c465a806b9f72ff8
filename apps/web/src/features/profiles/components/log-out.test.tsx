// Log out on the Profile page: it asks first; "Stay signed in" changes nothing; confirming tells the server,
// leaves no token on the phone and lands on /login.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { readAuthToken, saveSession } from '../../../lib/session-storage';
import { LogOut } from './log-out';

beforeAll(() => Promise.all([loadNamespace('en', 'profiles'), loadNamespace('en', 'ownProfile')]));

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  saveSession('token-of-ramesh', '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e');
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    if (String(url) !== '/api/users/logout') throw new Error(`Unexpected request to ${String(url)}`);
    return Response.json({ success: true, message: 'Logged out' });
  });
});
afterEach(() => fetchSpy.mockRestore());

async function renderProfile() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/app/profile']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/app/profile" element={<LogOut />} />
            <Route path="/login" element={<h1>Login page</h1>} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
}

describe('Log out', () => {
  it('asks first, and staying signed in changes nothing', async () => {
    await renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out of KaamSetu?' });
    expect(dialog).toHaveTextContent('Nothing of yours stays saved on this phone.');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(readAuthToken()).toBe('token-of-ramesh');
  });

  it('on confirming, tells the server, forgets the sign-in and opens /login', async () => {
    await renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('dialog', { name: 'Log out of KaamSetu?' });
    const [confirm] = screen.getAllByRole('button', { name: 'Log out' }).filter((button) => button.closest('dialog'));
    await userEvent.click(confirm!);

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/users/logout', expect.objectContaining({ method: 'POST' }));
    expect(readAuthToken()).toBeNull();
  });
});
