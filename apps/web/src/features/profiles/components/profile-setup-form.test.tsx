// The profile form's own checks, which run in the browser before anything is sent: a missing photo or skill,
// a photo over 5 MB, a bad email; and what it sends of the location: a place picked from the list goes as its
// placeId, a location typed over the pick without it. Loading and saving with the real server run in
// e2e/profiles.spec.ts and e2e/places.spec.ts.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AVATAR_URL, PHOTO_MAX_BYTES, type OwnProfile, type UserType } from '@kaamsetu/contract';
import { ProfileSetupForm } from './profile-setup-form';

function newProfile(userType: UserType, overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 'user-1',
    name: 'ramesh kumar',
    userType,
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
    hasPhoto: false,
    profileComplete: false,
    ...overrides,
  };
}

// Watches for requests only: these checks must stop bad input before any request is made.
let fetchSpy: ReturnType<typeof vi.spyOn>;
// jsdom has no object URLs; these stand in so the preview's URLs can be counted.
let created: string[];
let revoked: string[];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  created = [];
  revoked = [];
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

async function renderForm(profile: OwnProfile) {
  const client = new QueryClient();
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <ProfileSetupForm role={profile.userType} profile={profile} />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('button', { name: 'Save profile' });
  return result!;
}

function png(name: string, size = 100): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

describe('ProfileSetupForm', () => {
  it('asks a Labourer for a photo and skills without calling the server, and focuses the photo first', async () => {
    await renderForm(newProfile('Labourer'));
    expect(screen.getByLabelText('Contact Number')).toHaveValue('98765 43210');
    await userEvent.type(screen.getByLabelText('Location'), 'Jaipur, Rajasthan');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    // The check may still be on its way (fetched once the person is in the form): its answer follows it.
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual(['Add a photo so employers can recognise you', 'Enter at least one skill']);
    expect(screen.getByLabelText('Take a photo')).toHaveFocus();
    expect(screen.getByLabelText('Other skills')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does not ask again for a photo the person already has', async () => {
    await renderForm(newProfile('Labourer', { hasPhoto: true, imageUrl: '/media/p/1.jpg' }));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    // The check may still be on its way (fetched once the person is in the form): its answer follows it.
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual(['Enter your name', 'Enter your location', 'Enter at least one skill']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Your current photo' })).toHaveAttribute('src', '/media/p/1.jpg');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a photo over 5 MB as soon as it is chosen', async () => {
    await renderForm(newProfile('Employer'));
    const tooBig = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choose a photo'), tooBig);

    expect(screen.getByRole('alert')).toHaveTextContent('The photo must be at most 5 MB');
    expect(screen.queryByRole('img', { name: 'Preview of your new photo' })).not.toBeInTheDocument();
    expect(created).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The photo must be at most 5 MB');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('previews the chosen photo and frees the previous preview when another is chosen or the form closes', async () => {
    const { unmount } = await renderForm(newProfile('Employer'));
    await userEvent.upload(screen.getByLabelText('Choose a photo'), png('one.png'));
    expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute('src', 'blob:preview-1');

    await userEvent.upload(screen.getByLabelText('Take a photo'), png('two.png'));
    expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute('src', 'blob:preview-2');
    expect(revoked).toEqual(['blob:preview-1']);

    unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('lets an Employer leave the email empty but not give a wrong one', async () => {
    await renderForm(newProfile('Employer', { hasPhoto: true }));
    expect(screen.queryByRole('group', { name: 'Skills' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('ProfileSetupForm location', () => {
  const jaipur = { id: 1269515, name: 'Jaipur', state: 'Rajasthan', district: 'Jaipur', lat: 26.92, lon: 75.79 };

  /** Answers the place suggestions and the save; returns the forms sent. */
  function serverAnswers(): FormData[] {
    const sent: FormData[] = [];
    fetchSpy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/places?')) return Response.json({ places: [jaipur] });
      sent.push(init?.body as FormData);
      return Response.json({
        success: true,
        message: 'Profile updated successfully!',
        forwardLink: '/app/home',
        profile: newProfile('Labourer', { profileComplete: true }),
      });
    });
    return sent;
  }

  const ready = { hasPhoto: true, imageUrl: '/media/p/1.jpg', skills: 'Plumber' };

  it('sends the place picked from the list as its placeId, with the text it wrote', async () => {
    const sent = serverAnswers();
    await renderForm(newProfile('Labourer', ready));
    const location = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(location, 'jaip');
    await screen.findByRole('option', { name: 'Jaipur, Rajasthan' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(location).toHaveValue('Jaipur, Rajasthan');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('location')).toBe('Jaipur, Rajasthan');
    expect(sent[0]!.get('placeId')).toBe(String(jaipur.id));
  });

  it('leaves placeId out once the location is typed over after the pick, so the server matches the text', async () => {
    const sent = serverAnswers();
    await renderForm(newProfile('Labourer', ready));
    const location = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(location, 'jaip');
    await userEvent.click(await screen.findByRole('option', { name: 'Jaipur, Rajasthan' }));
    await userEvent.type(location, ', Malviya Nagar');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('location')).toBe('Jaipur, Rajasthan, Malviya Nagar');
    expect(sent[0]!.has('placeId')).toBe(false);
  });
});
