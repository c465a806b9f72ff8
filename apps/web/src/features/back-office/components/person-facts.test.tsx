// A person's status is one phrase in the staff member's language: "Complete", or what is still missing
// ("Missing: photo, skills"), never "Completed" beside a list of missing things.
import { render, screen } from '@testing-library/react';
import type { StaffPerson } from '@kaamsetu/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace, startInLanguage } from '../../../i18n/i18n';
import { PersonBadges } from './person-facts';

beforeAll(() => Promise.all([loadNamespace('en', 'backOffice'), loadNamespace('hi', 'backOffice')]));
afterEach(() => startInLanguage('en'));

const person = (overrides: Partial<StaffPerson>): StaffPerson => ({
  id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  name: 'Ramesh Kumar',
  phone: '+919876543210',
  userType: 'Labourer',
  location: 'Ajmer',
  skills: '',
  workExperience: '',
  companyName: '',
  email: '',
  imageUrl: '/default-avatar.svg',
  profileComplete: false,
  blocked: false,
  isDemo: false,
  addedBy: null,
  createdAt: '2026-03-05T09:00:00.000Z',
  ...overrides,
});

describe('PersonBadges', () => {
  it('says what an unfinished profile is missing, in one phrase', () => {
    render(<PersonBadges person={person({ missing: ['photo', 'skills'] })} />);
    expect(screen.getByText('Missing: photo, skills')).toBeInTheDocument();
    expect(screen.queryByText(/Complete/)).toBeNull();
  });

  it('says Complete once the profile is, and nothing about gaps', () => {
    render(<PersonBadges person={person({ profileComplete: true, missing: [] })} />);
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.queryByText(/Missing/)).toBeNull();
  });

  it("reads in the staff member's language", () => {
    startInLanguage('hi');
    render(<PersonBadges person={person({ missing: ['photo', 'workExperience'] })} />);
    expect(screen.getByText('बाकी: फ़ोटो, काम का अनुभव')).toBeInTheDocument();
  });
});
