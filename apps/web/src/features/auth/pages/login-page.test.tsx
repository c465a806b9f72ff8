// The login form's own checks, which run in the browser before anything is sent. The journeys that talk to
// the server (sign-up, login, wrong code, resend, Hindi) run against the real server in e2e/sign-in.spec.ts.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';

// Watches for requests only: these checks must stop bad input before any request is made.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

async function renderPage(title = 'Log in or sign up') {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: title });
}

async function fillDetails(name: string, phone: string) {
  await userEvent.type(screen.getByLabelText('Name'), name);
  await userEvent.type(screen.getByLabelText('Mobile Number'), phone);
}

describe('LoginPage', () => {
  it('refuses a number that is not an Indian mobile without calling the server, and focuses it', async () => {
    await renderPage();
    await fillDetails('Ramesh', '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid mobile number');
    const phone = screen.getByLabelText('Mobile Number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the name first when both fields are empty', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Enter your name', 'Enter a valid mobile number']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
