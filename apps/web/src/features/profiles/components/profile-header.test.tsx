// The photo at the top of a profile: a phone that needs no more than 160 pixels for it fetches the thumbnail.
import { render, screen } from '@testing-library/react';
import type { PublicProfile } from '@kaamsetu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { ProfileHeader } from './profile-header';

beforeAll(async () => {
  await Promise.all(['people', 'trust', 'reviews'].map((namespace) => loadNamespace('en', namespace)));
});

const profile: PublicProfile = {
  id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  name: 'Ramesh Kumar',
  userType: 'Labourer',
  location: 'Jaipur, Rajasthan',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '',
  skills: 'Plumber',
  workExperience: '',
  companyName: '',
  businessType: '',
  callTimeStart: '09:00',
  callTimeEnd: '18:00',
  imageUrl: '/media/profiles/photo.webp',
  profileImage: '/media/profiles/photo.webp',
  profileComplete: true,
};

describe('ProfileHeader', () => {
  it('offers the 160 px thumbnail beside the full photo for its 112 px circle', () => {
    render(<ProfileHeader profile={{ ...profile, thumbnailUrl: '/media/profiles/photo-160.webp' }} />);
    const photo = screen.getByRole('img', { name: /Ramesh Kumar/ });
    expect(photo).toHaveAttribute('src', '/media/profiles/photo.webp');
    expect(photo).toHaveAttribute('srcset', '/media/profiles/photo-160.webp 160w, /media/profiles/photo.webp 800w');
    expect(photo).toHaveAttribute('sizes', '112px');
  });

  it('marks a sample person beside the role, and a real person not', () => {
    const { unmount } = render(<ProfileHeader profile={{ ...profile, sample: true }} headingId="name" />);
    expect(screen.getByText('Sample')).toBeInTheDocument();
    expect(screen.getByText('Sample profile, not a real person')).toBeInTheDocument();
    unmount();
    render(<ProfileHeader profile={profile} headingId="name" />);
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
  });

  it('shows the photo alone when the answer names no thumbnail (the default avatar, or an older server)', () => {
    render(<ProfileHeader profile={profile} />);
    expect(screen.getByRole('img', { name: /Ramesh Kumar/ })).not.toHaveAttribute('srcset');
  });
});
