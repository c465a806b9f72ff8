// "Distances to you" on the own profile: the phone's position is asked for only when "Use my location" is pressed,
// sent rounded to about 1 km, and the line then says distances are measured from it; "Measure from my town
// instead" deletes it; a refusal of the browser or of the server is said plainly and nothing changes.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OwnPosition as Position, OwnPositionResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { saveSession } from '../../../lib/session-storage';
import { OwnPosition } from './own-position';

beforeAll(() => Promise.all([loadNamespace('en', 'profiles'), loadNamespace('en', 'ownProfile')]));

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; PERMISSION_DENIED: number }) => void;

const userId = '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d';
let getCurrentPosition: ReturnType<typeof vi.fn<(success: Success, failure: Failure) => void>>;
let fetchSpy: MockInstance<typeof fetch>;
/** What the server keeps: the own profile carries it, PUT sets it, DELETE forgets it. */
let kept: Position | undefined;
/** Each PUT body and DELETE, in order. */
let sent: (Position | 'DELETE')[];
/** The server's answer to a PUT or DELETE instead of the usual one. */
let refusal: Response | undefined;

beforeEach(() => {
  saveSession('token-of-sunita', userId);
  kept = undefined;
  sent = [];
  refusal = undefined;
  getCurrentPosition = vi.fn();
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/users/protected/get-profile') {
      // Only what the control reads of the own profile.
      return Response.json({ profile: { id: userId, userType: 'Employer', ...(kept ? { ownPosition: kept } : {}) } });
    }
    if (url === '/api/me/position' && (init?.method === 'PUT' || init?.method === 'DELETE')) {
      sent.push(init.method === 'PUT' ? (JSON.parse(String(init.body)) as Position) : 'DELETE');
      if (refusal) return refusal;
      kept = init.method === 'PUT' ? (JSON.parse(String(init.body)) as Position) : undefined;
      return Response.json({ ownPosition: kept ?? null } satisfies OwnPositionResponse);
    }
    throw new Error(`Unexpected ${init?.method ?? 'GET'} ${url}`);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  Reflect.deleteProperty(navigator, 'geolocation');
});

async function show() {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <OwnPosition />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

const fromTown = /Distances to you are measured from your town\./;
const fromShared = 'Distances to you are measured from where you shared your location.';

async function pressUseMyLocation() {
  await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
  // The press is carried out once its code has arrived.
  await vi.waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(1));
  return getCurrentPosition.mock.calls[0]!;
}

describe('OwnPosition', () => {
  it('sends the phone position rounded to about 1 km, then says distances are measured from it', async () => {
    await show();
    expect(await screen.findByText(fromTown)).toBeVisible();
    expect(getCurrentPosition).not.toHaveBeenCalled();

    const [success] = await pressUseMyLocation();
    // The press's code asks the phone from an effect, so the button may say so a render later.
    expect(await screen.findByRole('button', { name: 'Finding your location…' })).toBeInTheDocument();
    await act(async () => success({ coords: { latitude: 26.945678, longitude: 75.851234 } }));

    expect(sent).toEqual([{ lat: 26.95, lon: 75.85 }]);
    expect(await screen.findByText(fromShared)).toBeVisible();
    expect(screen.queryByText(fromTown)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Location saved.');
    // The pressed button became the other one, so the keyboard focus stays where it was.
    expect(screen.getByRole('button', { name: 'Measure from my town instead' })).toHaveFocus();
  });

  it('goes back to the town with DELETE', async () => {
    kept = { lat: 19.08, lon: 72.88 };
    await show();
    expect(await screen.findByText(fromShared)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Measure from my town instead' }));
    expect(await screen.findByText(fromTown)).toBeVisible();
    expect(sent).toEqual(['DELETE']);
    expect(screen.getByRole('status')).toHaveTextContent('Distances to you are measured from your town again.');
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeVisible();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('says plainly when the person does not allow their location, and sends nothing', async () => {
    await show();
    const [, failure] = await pressUseMyLocation();
    act(() => failure({ code: 1, PERMISSION_DENIED: 1 }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      "Your location was not shared. To use it, allow location for this site in your browser's settings",
    );
    expect(sent).toEqual([]);
    expect(screen.getByText(fromTown)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeVisible();
  });

  it('shows the server refusal in its words and keeps measuring from the town', async () => {
    refusal = Response.json(
      { success: false, message: 'Only places in India can be used', error: { code: 'VALIDATION_ERROR' } },
      { status: 400 },
    );
    await show();
    const [success] = await pressUseMyLocation();
    await act(async () => success({ coords: { latitude: 26.9, longitude: 75.8 } }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only places in India can be used');
    expect(screen.getByText(fromTown)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeVisible();
  });

  it('says the change was not saved when the server fails', async () => {
    kept = { lat: 19.08, lon: 72.88 };
    refusal = new Response(null, { status: 503 });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Measure from my town instead' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save this. Check your connection and try again.',
    );
    expect(screen.getByText(fromShared)).toBeVisible();
  });
});
