// Home's checklist for a worker's unfinished profile: what is done and what is left, how far along, each
// missing item one tap from its field; nothing for a finished profile or an Employer.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { GetProfileResponse, OwnProfile, ProtectedResponse, UserType } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import { ProfileChecklist } from './profile-checklist';

beforeAll(() => loadNamespace('en', 'home'));

const userId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const finished: OwnProfile = {
  id: userId,
  name: 'Ramesh',
  userType: 'Labourer',
  location: 'Jaipur',
  city: '',
  state: '',
  pincode: '',
  skills: 'Mason',
  workExperience: '',
  contactNumber: '+919876543210',
  email: '',
  companyName: '',
  businessType: '',
  callTimeStart: '08:00',
  callTimeEnd: '20:00',
  imageUrl: '/media/ramesh.webp',
  profileImage: '/media/ramesh-thumb.webp',
  hasPhoto: true,
  profileComplete: true,
};

let fetchSpy: MockInstance<typeof fetch>;
function answer(userType: UserType, profile: Partial<OwnProfile>) {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    if (String(url) === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: userId, name: 'Ramesh', userType, phone: '+919876543210', language: 'en' },
      } satisfies ProtectedResponse);
    }
    if (String(url) === '/api/users/protected/get-profile') {
      return Response.json({ profile: { ...finished, userType, ...profile } } satisfies GetProfileResponse);
    }
    throw new Error(`Unexpected request to ${String(url)}`);
  });
}

beforeEach(() => {
  saveSession('token-of-ramesh', userId);
  queryClient.clear();
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function renderChecklist() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <ProfileChecklist />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  // Both answers, the sign-in and the profile, have come and been drawn: the profile's alone can come first.
  await act(() =>
    vi.waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.status),
      ).toEqual(['success', 'success']),
    ),
  );
}

describe('ProfileChecklist', () => {
  it('shows a worker how far along the profile is, each missing item one tap from its field', async () => {
    answer('Labourer', { skills: '', callTimeStart: '', callTimeEnd: '' });
    await renderChecklist();
    const checklist = await screen.findByRole('region', { name: 'Finish your profile to get more calls' });
    expect(within(checklist).getByText('2 of 4 done')).toBeInTheDocument();
    expect(within(checklist).getByRole('progressbar')).toHaveAttribute('value', '2');
    expect(within(checklist).getByRole('link', { name: 'Choose your skills' })).toHaveAttribute(
      'href',
      '/app/create-labourer-profile#setup-skills',
    );
    expect(within(checklist).getByRole('link', { name: 'Say when people can call you' })).toHaveAttribute(
      'href',
      '/app/create-labourer-profile#setup-callTimeStart',
    );
    // Done items are marked done, not offered again.
    expect(within(checklist).queryByRole('link', { name: 'Add your photo' })).not.toBeInTheDocument();
    expect(within(checklist).getByText('Add your photo')).toBeInTheDocument();
    expect(within(checklist).getAllByRole('link')).toHaveLength(2);
  });

  it('is gone once the profile is finished', async () => {
    answer('Labourer', {});
    await renderChecklist();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/users/protected/get-profile', expect.anything());
  });

  it('is never shown to an Employer', async () => {
    answer('Employer', { hasPhoto: false, skills: '', location: '' });
    await renderChecklist();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
