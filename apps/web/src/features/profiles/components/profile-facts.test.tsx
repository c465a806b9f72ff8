// A worker's skills on a profile page: a skill the server names a trade of reads as that trade's name in the
// reader's language, whatever the worker typed; any other as typed.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { PublicProfile } from '@kaamsetu/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { ProfileFacts } from './profile-facts';

afterAll(() => changeLanguage('en'));

const labourer: PublicProfile = {
  id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  name: 'Ramesh Kumar',
  userType: 'Labourer',
  location: 'Pune, Maharashtra',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '',
  skills: 'Raj Mistri, Tiles, Tile polishing',
  skillTrades: ['mason', 'tiler', null],
  workExperience: '',
  companyName: '',
  businessType: '',
  callTimeStart: '',
  callTimeEnd: '',
  imageUrl: '/default-avatar.svg',
  profileImage: '/default-avatar.svg',
  profileComplete: true,
};

describe('ProfileFacts', () => {
  it("shows a Labourer's skills in Marathi as the trades' Marathi names, and in English after a switch", async () => {
    await changeLanguage('mr');
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <ProfileFacts profile={labourer} />
        </Suspense>,
      );
    });
    expect(await screen.findByText('गवंडी, फरशी फिटर, Tile polishing')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Mason, Tile fitter, Tile polishing')).toBeInTheDocument();
  });
});
