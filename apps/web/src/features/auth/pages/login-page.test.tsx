// The login form's own checks, which run in the browser before anything is sent, and sign-up's agreement to
// the privacy notice: no code without the box ticked, and the notice's version sent with the code. The
// journeys that talk to the server (sign-up, login, wrong code, resend, Hindi) run against the real server in
// e2e/sign-in.spec.ts.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import LoginPage from './login-page';

// Watches for requests only: these checks must stop bad input before any request is made.
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

async function renderPage(title = 'Log in or sign up', entry = '/login') {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[entry]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/app/create-labourer-profile" element={<h1>Create your worker profile</h1>} />
            <Route path="/app/home" element={<h1>Home</h1>} />
            <Route path="/app/profile-page/:profileId" element={<h1>Shared profile</h1>} />
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
  it('opens on the sign-up side with the role a link chose (Join Now, For Workers), and can still switch', async () => {
    await renderPage(undefined, '/login?mode=signup&role=Labourer');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Labourer');
    expect(screen.getByRole('checkbox')).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Login here.' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up here." }));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Labourer');
  });

  it('opens on the log-in side, which asks for the mobile number alone', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
  });

  it('refuses a number that is not an Indian mobile without calling the server, and focuses it', async () => {
    await renderPage();
    await userEvent.type(screen.getByLabelText('Mobile Number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid mobile number');
    const phone = screen.getByLabelText('Mobile Number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the number when it is empty', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Enter a valid mobile number']);
    expect(screen.getByLabelText('Mobile Number')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Login', () => {
  const answers: Record<string, object> = {
    '/api/users/login': { success: true, message: 'OTP sent to +91 98765 43210.', resendAfterSeconds: 30 },
    '/api/users/otp-verify': {
      success: true,
      message: 'Logged in successfully!',
      token: 'token',
      authToken: 'token',
      userId: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
      forwardLink: '/app/home',
    },
  };

  async function logIn(entry: string) {
    fetchSpy.mockImplementation(async (url) => Response.json(answers[String(url)]));
    await renderPage(undefined, entry);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('Enter 6-digit OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  }

  const bodyOf = (path: string) => {
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === path) ?? [];
    return JSON.parse(String(init?.body)) as unknown;
  };

  it('sends the number alone, and lands where the server says', async () => {
    await logIn('/login');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(bodyOf('/api/users/login')).toEqual({ phone: '+919876543210' });
    expect(bodyOf('/api/users/otp-verify')).toEqual({ phone: '+919876543210', otp: '123456' });
  });

  it('goes back to the page that sent the person to log in (next=)', async () => {
    await logIn(`/login?next=${encodeURIComponent('/app/profile-page/42')}`);
    await screen.findByRole('heading', { level: 1, name: 'Shared profile' });
  });

  it.each(['//evil.example/app/home', '/\\evil.example', 'https://evil.example', '/\t/evil.example'])(
    'does not follow next=%j off the site',
    async (next) => {
      await logIn(`/login?next=${encodeURIComponent(next)}`);
      await screen.findByRole('heading', { level: 1, name: 'Home' });
    },
  );
});

describe('Sign Up', () => {
  const consent = () => screen.getByRole('checkbox', { name: 'I agree' });

  async function openSignUp() {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up here." }));
  }

  it('shows the privacy notice and its box only when signing up', async () => {
    await renderPage();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up here." }));

    expect(consent()).not.toBeChecked();
    expect(consent()).toHaveAccessibleDescription(
      /Employers pay to see a worker's mobile number\. The worker gets ₹10 of it\./,
    );
    expect(consent()).toHaveAccessibleDescription(/delete your account at any time, from your Profile page/);
    const policy = screen.getByRole('link', { name: 'Read the full privacy policy (opens in a new tab)' });
    expect(policy).toHaveAttribute('href', '/privacy-policy');
    expect(policy).toHaveAttribute('target', '_blank');
  });

  it('sends no code until the box is ticked, and says so at the box', async () => {
    await openSignUp();
    await fillDetails('Ramesh', '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Tick “I agree” to create your account');
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(consent()).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();

    await userEvent.click(consent());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the name first when nothing is filled in or ticked', async () => {
    await openSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Enter your name', 'Enter a valid mobile number', 'Tick “I agree” to create your account']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('sends the version of the notice that was agreed to with the code', async () => {
    const answers: Record<string, object> = {
      '/api/users/signup': { success: true, message: 'OTP sent to +91 98765 43210.', resendAfterSeconds: 30 },
      '/api/users/signup-otp-verify': {
        success: true,
        message: 'Signed up',
        token: 'token',
        authToken: 'token',
        userId: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
        forwardLink: '/app/create-labourer-profile',
      },
    };
    fetchSpy.mockImplementation(async (url) => Response.json(answers[String(url)]));
    await openSignUp();
    await fillDetails('Ramesh', '9876543210');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Labourer');
    await userEvent.click(consent());
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await screen.findByLabelText('Enter 6-digit OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { level: 1, name: 'Create your worker profile' });
    const [, verify] = fetchSpy.mock.calls.find(([url]) => url === '/api/users/signup-otp-verify') ?? [];
    // The name as typed: our form does not lower-case it.
    expect(JSON.parse(String(verify?.body))).toEqual({
      name: 'Ramesh',
      phone: '+919876543210',
      userType: 'Labourer',
      otp: '123456',
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
  });
});
