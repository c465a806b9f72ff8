// Home's "Near": the phone's position is asked for only when "Use my location" is pressed, and leaves rounded to
// about 1 km; a refusal or a position abroad is said plainly; the line names the place the search is near.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Near } from '@kaamsetu/contract';
import NearControl from './near-control';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; PERMISSION_DENIED: number }) => void;

let getCurrentPosition: ReturnType<typeof vi.fn<(success: Success, failure: Failure) => void>>;
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  getCurrentPosition = vi.fn();
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/api/places/1269515') {
      return Response.json({
        place: { id: 1269515, name: 'Jaipur', state: 'Rajasthan', district: 'Jaipur', lat: 26.92, lon: 75.79 },
      });
    }
    throw new Error(`unexpected request ${String(input)}`);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  Reflect.deleteProperty(navigator, 'geolocation');
});

async function renderNear(near?: Near, radiusKm = 25) {
  const onNear = vi.fn();
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <NearControl id="near" near={near} radiusKm={radiusKm} expanded onNear={onNear} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('combobox', { name: 'Near a place' });
  return onNear;
}

const locationButton = () => screen.getByRole('button', { name: 'Use my location' });

describe('NearControl', () => {
  it('asks for the position only when pressed, and sends it rounded to two decimals', async () => {
    const onNear = await renderNear();
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await userEvent.click(locationButton());
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Finding your location…' })).toBeInTheDocument();
    const [success] = getCurrentPosition.mock.calls[0]!;
    act(() => success({ coords: { latitude: 26.945678, longitude: 75.851234 } }));
    expect(onNear).toHaveBeenCalledWith('26.95,75.85', 25);
  });

  it('says plainly when the person does not allow it, and searches nowhere new', async () => {
    const onNear = await renderNear();
    await userEvent.click(locationButton());
    const [, failure] = getCurrentPosition.mock.calls[0]!;
    act(() => failure({ code: 1, PERMISSION_DENIED: 1 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your location was not shared. Type a place instead');
    expect(locationButton()).toBeInTheDocument();
    expect(onNear).not.toHaveBeenCalled();
  });

  it('does not send a position outside India', async () => {
    const onNear = await renderNear();
    await userEvent.click(locationButton());
    const [success] = getCurrentPosition.mock.calls[0]!;
    act(() => success({ coords: { latitude: 51.5072, longitude: -0.1276 } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your location seems to be outside India.');
    expect(onNear).not.toHaveBeenCalled();
  });

  it('names the place the search is near, changes the distance, and searches everywhere again', async () => {
    const onNear = await renderNear({ placeId: 1269515 });
    expect(await screen.findByText('Near Jaipur, within 25 km')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '10 km');
    expect(onNear).toHaveBeenLastCalledWith('1269515', 10);

    await userEvent.click(screen.getByRole('button', { name: 'Search everywhere' }));
    expect(onNear).toHaveBeenLastCalledWith(undefined, 25);
  });

  it("names the phone's own position as 'you'", async () => {
    await renderNear({ lat: 26.95, lon: 75.85 }, 5);
    expect(screen.getByText('Near you, within 5 km')).toBeInTheDocument();
  });
});
