// A worker marks themselves free with one tap on Home: the tap sends the day, the chosen button shows pressed and
// the line under it says what was saved; "Take it back" sends null. Employers do not see it.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AvailabilityRequest, AvailabilityResponse, ProtectedResponse, UserType } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveSession } from '../../../lib/session-storage';
import { answerDrawn } from '../../../test-support/answer-drawn';
import { FreeTodayToggle } from './free-today-toggle';

beforeAll(() => loadNamespace('en', 'home'));

const userId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
let fetchSpy: MockInstance<typeof fetch>;
let sent: AvailabilityRequest[];
let refuse: boolean;
/** What the own profile says the worker chose before this visit. */
let saved: AvailabilityResponse | undefined;

function answer(userType: UserType) {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: userId, name: 'Ramesh', userType, phone: '+919876543210', language: 'en' },
      } satisfies ProtectedResponse);
    }
    if (url === '/api/users/protected/get-profile') {
      // Only what the toggle reads of the own profile.
      return Response.json({ profile: { id: userId, userType, ...(saved ? { availability: saved } : {}) } });
    }
    if (url === '/api/me/availability' && init?.method === 'PUT') {
      if (refuse) {
        return Response.json(
          {
            success: false,
            message: 'Only a worker with a profile can mark themselves free',
            error: { code: 'FORBIDDEN' },
          },
          { status: 403 },
        );
      }
      const { day } = JSON.parse(String(init.body)) as AvailabilityRequest;
      sent.push({ day });
      const availableOn = day === 'today' ? '2026-11-25' : day === 'tomorrow' ? '2026-11-26' : null;
      return Response.json({ availableOn, freeToday: day === 'today' } satisfies AvailabilityResponse);
    }
    throw new Error(`Unexpected request to ${url}`);
  });
}

beforeEach(() => {
  saveSession('token-of-ramesh', userId);
  sent = [];
  refuse = false;
  saved = undefined;
});
afterEach(() => fetchSpy.mockRestore());

async function show(userType: UserType) {
  answer(userType);
  const queryClient = new QueryClient();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <FreeTodayToggle />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  return queryClient;
}

describe('FreeTodayToggle', () => {
  it('marks a worker free today with one tap, then takes it back', async () => {
    await show('Labourer');
    const today = await screen.findByRole('button', { name: "I'm free today" });
    await userEvent.click(today);
    expect(sent).toEqual([{ day: 'today' }]);
    expect(await screen.findByText('You are marked free today. Employers see it on your card.')).toBeVisible();
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Free tomorrow' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Take it back' }));
    expect(sent).toEqual([{ day: 'today' }, { day: null }]);
    expect(await screen.findByText('You are no longer marked free.')).toBeVisible();
    expect(today).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Take it back' })).toBeNull();
  });

  it('marks a worker free tomorrow and names the day', async () => {
    await show('Labourer');
    await userEvent.click(await screen.findByRole('button', { name: 'Free tomorrow' }));
    expect(sent).toEqual([{ day: 'tomorrow' }]);
    expect(
      await screen.findByText('You are marked free tomorrow, 26 Nov 2026. On that day your card says “Free today”.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Free tomorrow' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the day chosen on an earlier visit, from the own profile', async () => {
    saved = { availableOn: '2026-11-26', freeToday: false };
    await show('Labourer');
    const tomorrow = await screen.findByRole('button', { name: 'Free tomorrow' });
    await vi.waitFor(() => expect(tomorrow).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: "I'm free today" })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Take it back' })).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('says to finish the profile when the server refuses', async () => {
    refuse = true;
    await show('Labourer');
    await userEvent.click(await screen.findByRole('button', { name: "I'm free today" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Finish your worker profile first, then you can mark yourself free.',
    );
  });

  it('is not shown to an Employer', async () => {
    const queryClient = await show('Employer');
    // Not there once the sign-in has been answered and drawn, not merely before it came.
    await answerDrawn(queryClient, ['session']);
    expect(screen.queryByRole('button', { name: "I'm free today" })).toBeNull();
  });
});
