// The profile form paints without its check (profile-check.ts, with zod), which is fetched once the person is in
// the form. A press of "Save profile" before it has arrived waits for it, the button busy, then shows the same
// problems with the keyboard on the first one, and sends nothing.
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { DEFAULT_AVATAR_URL, type OwnProfile } from '@kaamsetu/contract';
import { ProfileSetupForm } from './profile-setup-form';

// The check's code arrives only when the test says so: a slow connection.
const slowCheck = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived };
});
vi.mock('../profile-check', async (importOriginal) => {
  await slowCheck.arrived;
  return importOriginal();
});

const employer: OwnProfile = {
  id: 'user-1',
  name: 'ramesh kumar',
  userType: 'Employer',
  location: '',
  city: '',
  state: '',
  pincode: '',
  skills: '',
  workExperience: '',
  contactNumber: '+919876543210',
  email: '',
  companyName: '',
  businessType: '',
  callTimeStart: '',
  callTimeEnd: '',
  imageUrl: DEFAULT_AVATAR_URL,
  profileImage: DEFAULT_AVATAR_URL,
  hasPhoto: true,
  profileComplete: false,
};

it('shows a wrong email once its check has arrived, when "Save profile" was pressed before', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <ProfileSetupForm role="Employer" profile={employer} />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('button', { name: 'Save profile' });
  // Typing starts the check's fetch; it is still on its way when the button is pressed.
  await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(screen.getByRole('button', { busy: true })).toBeDisabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  slowCheck.arrive();
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});
