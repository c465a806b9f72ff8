// Staff mark a worker who calls in free today or tomorrow, or not free: each button sends its day for that person
// and the line under them says what was saved. Before any tap, the buttons and the line show the stored choice.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AvailabilityRequest, AvailabilityResponse, StaffPerson } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveStaffToken } from '../../../lib/session-storage';
import { PersonAvailability } from './person-availability';

beforeAll(() => loadNamespace('en', 'backOffice'));

const worker: StaffPerson = {
  id: '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a',
  name: 'Ramesh Kumar',
  phone: '+919812345678',
  userType: 'Labourer',
  location: 'Jaipur',
  skills: 'Mason',
  workExperience: '',
  companyName: '',
  email: '',
  imageUrl: '/default-avatar.svg',
  profileComplete: true,
  blocked: false,
  isDemo: false,
  addedBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

let fetchSpy: MockInstance<typeof fetch>;
let sent: { url: string; body: AvailabilityRequest; staff: boolean }[];

beforeEach(() => {
  saveStaffToken('staff-token');
  sent = [];
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = JSON.parse(String(init?.body)) as AvailabilityRequest;
    const headers = new Headers(init?.headers);
    sent.push({ url: String(input), body, staff: headers.get('Authorization') === 'Bearer staff-token' });
    const availableOn = body.day === 'today' ? '2026-11-25' : body.day === 'tomorrow' ? '2026-11-26' : null;
    return Response.json({ availableOn, freeToday: body.day === 'today' } satisfies AvailabilityResponse);
  });
});
afterEach(() => fetchSpy.mockRestore());

async function renderFor(person: StaffPerson) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <PersonAvailability person={person} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('PersonAvailability', () => {
  it("sets the worker's day with the staff sign-in and says what was saved", async () => {
    await renderFor(worker);
    expect(await screen.findByText('Ramesh Kumar is not marked free.')).toBeVisible();
    expect(pressed('Not free')).toBe('true');
    const url = `/api/staff/people/${worker.id}/availability`;
    await userEvent.click(await screen.findByRole('button', { name: 'Free today' }));
    expect(await screen.findByText('Ramesh Kumar is marked free today.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Free tomorrow' }));
    expect(await screen.findByText('Ramesh Kumar is marked free tomorrow, 26 Nov 2026.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Not free' }));
    expect(await screen.findByText('Ramesh Kumar is no longer marked free.')).toBeVisible();
    expect(sent).toEqual([
      { url, body: { day: 'today' }, staff: true },
      { url, body: { day: 'tomorrow' }, staff: true },
      { url, body: { day: null }, staff: true },
    ]);
  });

  describe('after a reload', () => {
    // 11:30 in India on 25 Nov 2026.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T06:00:00.000Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('shows the day the person record says was saved: tomorrow', async () => {
      await renderFor({ ...worker, availableOn: '2026-11-26' });
      expect(await screen.findByText('Ramesh Kumar is marked free tomorrow, 26 Nov 2026.')).toBeVisible();
      expect(pressed('Free tomorrow')).toBe('true');
      expect(pressed('Free today')).toBe('false');
      expect(pressed('Not free')).toBe('false');
      expect(sent).toEqual([]);
    });

    it('shows the day the person record says was saved: today', async () => {
      await renderFor({ ...worker, availableOn: '2026-11-25' });
      expect(await screen.findByText('Ramesh Kumar is marked free today.')).toBeVisible();
      expect(pressed('Free today')).toBe('true');
      expect(pressed('Free tomorrow')).toBe('false');
    });
  });
});
