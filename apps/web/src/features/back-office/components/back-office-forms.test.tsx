// The back office's own checks, which run in the browser before anything is sent (spec §5): the 10-digit
// mobile and the person's language of Add Labourer / Add Employer, the code, the profile step's photo and
// Labourer fields, Search & Modify's edit form and the Complete Profile modal. What the server answers is
// tested against the real server in e2e/back-office.spec.ts; here fetch is only watched, to prove nothing is
// sent, except once, to see what the code request carries.
import { Suspense, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { StaffPerson } from '@kaamsetu/contract';
import { changeLanguage, loadNamespace } from '../../../i18n/i18n';
import { OtpStep } from '../../../components/ui/otp-step';
import AddPersonPage from '../pages/add-person-page';
import type { IncompleteProfile } from '../api/get-incomplete-profiles';
import { serverNotice } from '../back-office-messages';
import { CompleteProfileDialog } from './complete-profile-dialog';
import { PersonEditForm } from './person-edit-form';
import { PersonProfileForm } from './person-profile-form';

// Every test can then read the page at once, whichever runs first.
beforeAll(() => Promise.all([loadNamespace('en', 'backOffice'), loadNamespace('en', 'workPhotos')]));

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

async function renderWith(node: ReactNode) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Suspense fallback={null}>{node}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  // The forms' catalogues (places, trades) load on first use: on a busy machine the Suspense fallback can
  // still be showing when act() returns, so wait for the form's first heading.
  await screen.findAllByRole('heading', {}, { timeout: 5_000 });
}

function person(overrides: Partial<StaffPerson> = {}): StaffPerson {
  return {
    id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
    name: 'Ramesh Kumar',
    phone: '+919876543210',
    userType: 'Labourer',
    location: '',
    skills: '',
    workExperience: '',
    companyName: '',
    email: '',
    imageUrl: '/default-avatar.svg',
    profileComplete: false,
    blocked: false,
    isDemo: false,
    addedBy: { staffCode: 'EMP-0001', name: 'Ravi Kumar' },
    createdAt: '2026-03-05T09:00:00.000Z',
    ...overrides,
  };
}

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('Add Labourer, step 1', () => {
  it('asks for a name, a 10-digit mobile and the language, focusing the name, without calling the server', async () => {
    await renderWith(<AddPersonPage role="Labourer" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Labourer' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(alerts()).toEqual([
      'Enter the name',
      'Enter a valid 10-digit mobile number.',
      'Choose the language the person reads',
    ]);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers the four languages in their own script and asks for one before sending', async () => {
    await renderWith(<AddPersonPage role="Labourer" />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Sunita Devi');
    await userEvent.type(screen.getByLabelText('Mobile number'), '98765 43210');
    const language = screen.getByLabelText("Person's language");
    expect(language).toHaveAccessibleDescription(
      'The SMS with the code and the privacy notice comes in this language.',
    );
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a language', 'English', 'हिन्दी', 'मराठी', 'தமிழ்']);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(alerts()).toEqual(['Choose the language the person reads']);
    expect(language).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the chosen language with the code request, then shows the notice to read out', async () => {
    fetchSpy.mockResolvedValue(Response.json({ success: true, message: 'OTP sent to +91 98765 43210.' }));
    await renderWith(<AddPersonPage role="Labourer" />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Sunita Devi');
    await userEvent.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await userEvent.selectOptions(screen.getByLabelText("Person's language"), 'मराठी');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/staff/people/otp');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Sunita Devi',
      mobile: '+919876543210',
      userType: 'Labourer',
      language: 'mr',
    });
    const notice = await screen.findByRole('region', { name: 'Read this to the person first' });
    expect(notice).toHaveTextContent('Employers pay to see your number. You get ₹10 each time.');
    expect(notice).toHaveTextContent('delete your account at any time');
    expect(screen.getByLabelText('Enter 6-digit OTP')).toHaveFocus();
  });

  it.each(['12345', '98765 4321', '5876543210', '98765432101'])(
    'refuses %j with the spec message on a number keypad',
    async (typed) => {
      await renderWith(<AddPersonPage role="Employer" />);
      await userEvent.type(screen.getByLabelText('Name'), 'Sunita Devi');
      await userEvent.selectOptions(screen.getByLabelText("Person's language"), 'हिन्दी');
      const mobile = screen.getByLabelText('Mobile number');
      expect(mobile).toHaveAttribute('inputmode', 'numeric');
      await userEvent.type(mobile, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

      expect(alerts()).toEqual(['Enter a valid 10-digit mobile number.']);
      expect(mobile).toHaveAttribute('aria-invalid', 'true');
      expect(mobile).toHaveFocus();
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    await renderWith(<AddPersonPage role="Labourer" />);
    await userEvent.type(screen.getByLabelText('नाम'), 'रमेश');
    await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), '123');
    await userEvent.selectOptions(screen.getByLabelText('व्यक्ति की भाषा'), 'தமிழ்');
    await userEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(alerts()).toEqual(['सही 10 अंकों का मोबाइल नंबर डालें।']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Add Labourer, step 2', () => {
  it('wants six digits from a number keypad before verifying', async () => {
    const onVerify = vi.fn();
    await renderWith(
      <OtpStep
        namespace="backOffice"
        idPrefix="onboarding"
        sentMessage="OTP sent to +919876543210."
        resendAfterSeconds={30}
        onVerify={onVerify}
        onResend={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    const code = screen.getByLabelText('Enter 6-digit OTP');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '12a4');
    expect(code).toHaveValue('124');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and create the account' }));

    expect(alerts()).toEqual(['Enter the 6-digit OTP']);
    expect(onVerify).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Add Labourer, step 3', () => {
  it('needs a photo, the location and skills, focusing the photo, without calling the server', async () => {
    await renderWith(<PersonProfileForm role="Labourer" person={person()} onSaved={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Photo and profile' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save and add Labourer' }));

    expect(alerts()).toEqual([
      'Add a photo of the person so employers can recognise them',
      'Enter the location',
      'Enter at least one skill',
    ]);
    expect(screen.getByLabelText('Take a photo')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a photo before uploading it', async () => {
    await renderWith(<PersonProfileForm role="Employer" person={person({ userType: 'Employer' })} onSaved={vi.fn()} />);
    const notAPhoto = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose a photo'), notAPhoto, { applyAccept: false });
    expect(alerts()).toEqual(['The photo must be a JPEG, PNG or WebP image']);
    await userEvent.click(screen.getByRole('button', { name: 'Save and add Employer' }));
    expect(alerts()).toEqual(['The photo must be a JPEG, PNG or WebP image']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Search & Modify, the edit form', () => {
  // A Labourer's form also shows their work photos; that read is the only request these tests allow.
  const photosOnly = () => {
    fetchSpy.mockResolvedValue(Response.json({ success: true, photos: [] }));
  };
  const changesSent = () =>
    fetchSpy.mock.calls.map(([url]: unknown[]) => String(url)).filter((url: string) => !url.endsWith('/work-photos'));

  it('sends nothing when nothing changed, and says so', async () => {
    photosOnly();
    await renderWith(<PersonEditForm person={person({ location: 'Jaipur', skills: 'Mason' })} onBack={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const statuses = screen.getAllByRole('status').map((region) => region.textContent);
    expect(statuses).toContain('Nothing has changed, so nothing was saved.');
    expect(changesSent()).toEqual([]);
  });

  it("keeps a Labourer's name, location and skills filled in", async () => {
    photosOnly();
    await renderWith(<PersonEditForm person={person({ location: 'Jaipur', skills: 'Mason' })} onBack={vi.fn()} />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.clear(screen.getByLabelText('Skills'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(alerts()).toEqual(['Enter the name', 'Enter at least one skill']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(changesSent()).toEqual([]);
  });

  it("checks an Employer's email, and shows no skills", async () => {
    await renderWith(<PersonEditForm person={person({ userType: 'Employer' })} onBack={vi.fn()} />);
    expect(screen.queryByLabelText('Skills')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(alerts()).toEqual(['Enter a valid email address']);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Complete Profile modal', () => {
  const incomplete = (type: 'Labourer' | 'Employer'): IncompleteProfile => ({
    id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
    name: 'Ramesh Kumar',
    contact: '+919876543210',
    location: '',
    type,
    skills: '',
    workExperience: '',
    status: 'Pending',
    profilePic: '/default-avatar.svg',
    missing: ['photo', 'location'],
  });

  it('asks a Labourer for location, skills and work experience, without calling the server', async () => {
    await renderWith(
      <CompleteProfileDialog profile={incomplete('Labourer')} onCompleted={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Complete' }));
    expect(alerts()).toEqual(['Enter the location', 'Enter at least one skill', 'Enter the work experience']);
    expect(screen.getByLabelText('Location')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the worker's photo with the details, and says the profile is completed", async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    // jsdom has no object URLs for the photo's preview.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    // Typed in before (the place picker's suggestions are not this test's business).
    const profile = { ...incomplete('Labourer'), location: 'Ajmer', skills: 'Helper', workExperience: '2 years' };
    fetchSpy.mockResolvedValue(
      Response.json({
        success: true,
        message: 'Profile completed.',
        person: person({ location: 'Ajmer', imageUrl: '/media/profiles/new.webp', profileComplete: true, missing: [] }),
      }),
    );
    const onCompleted = vi.fn();
    await renderWith(<CompleteProfileDialog profile={profile} onCompleted={onCompleted} onCancel={vi.fn()} />);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'ramesh.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo);
    expect(screen.getByAltText('Preview of the new photo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Complete' }));

    expect(onCompleted).toHaveBeenCalledWith(serverNotice('Profile completed.'));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/staff/incomplete-profiles/${profile.id}/complete-with-photo`);
    const sent = init.body as FormData;
    expect(sent.get('file')).toBeInstanceOf(File);
    expect((sent.get('file') as File).name).toBe('ramesh.jpg');
    expect(Object.fromEntries([...sent.entries()].filter(([field]) => field !== 'file'))).toEqual({
      name: 'Ramesh Kumar',
      location: 'Ajmer',
      skills: 'Helper',
      workExperience: '2 years',
    });
  });

  it('asks an Employer for name and location only', async () => {
    await renderWith(
      <CompleteProfileDialog profile={incomplete('Employer')} onCompleted={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.queryByLabelText('Skills')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Complete' }));
    expect(alerts()).toEqual(['Enter the name', 'Enter the location']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
