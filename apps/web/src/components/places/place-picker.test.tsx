// The place picker: it asks the server once a pause follows two letters or more, lists the places (with the
// Devanagari or Tamil name that matched, or the reader's own, and the state in the reader's language), is driven
// from the keyboard (Up, Down, Enter, Escape) with the focus kept in the box, and hands over the pick; typing
// over a pick drops it.
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Place } from '@kaamsetu/contract';
import { changeLanguage, loadNamespace, translate } from '../../i18n/i18n';
import { PlacePicker } from './place-picker';
import { placeFieldText, placeLabel } from './place-text';

const jaipur: Place = {
  id: 1269515,
  name: 'Jaipur',
  state: 'Rajasthan',
  district: 'Jaipur',
  lat: 26.91962,
  lon: 75.78781,
};
const jaipurDevanagari: Place = { ...jaipur, localName: 'जयपुर' };
const jaipurHat: Place = {
  id: 1269510,
  name: 'Jaipur Hat',
  state: 'West Bengal',
  district: 'Bankura',
  lat: 23.1,
  lon: 87.1,
};

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const q = url.searchParams.get('q') ?? '';
    if (url.pathname !== '/api/places') throw new Error(`unexpected request ${url.pathname}`);
    if (/^jaip/i.test(q) && url.searchParams.get('lang') === 'hi') {
      return Response.json({ places: [jaipurDevanagari, jaipurHat] });
    }
    if (/^jaip/i.test(q)) return Response.json({ places: [jaipur, jaipurHat] });
    if (q.startsWith('जय')) return Response.json({ places: [jaipurDevanagari] });
    return Response.json({ places: [] });
  });
});
afterEach(async () => {
  fetchSpy.mockRestore();
  await changeLanguage('en');
});

/** The place requests made, as the `q` (or another parameter) each asked for. */
const asked = (parameter = 'q') =>
  fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get(parameter));

/** Holds the box and the pick as a profile form does, and shows what it would send. */
function Form({ onSubmit }: { onSubmit: () => void }) {
  const [location, setLocation] = useState('');
  const [placeId, setPlaceId] = useState<number | undefined>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PlacePicker
        id="location"
        label="Location"
        hint="Type your town"
        value={location}
        onType={(typed) => {
          setLocation(typed);
          setPlaceId(undefined);
        }}
        onPick={(place) => {
          setLocation(placeFieldText(place));
          setPlaceId(place.id);
        }}
      />
      <span data-testid="place-id">{placeId ?? 'none'}</span>
    </form>
  );
}

async function renderPicker(onSubmit = vi.fn()) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <Form onSubmit={onSubmit} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  return { box: await screen.findByRole('combobox', { name: 'Location' }), onSubmit };
}

const pickedId = () => screen.getByTestId('place-id').textContent;

describe('PlacePicker', () => {
  it('asks nothing for one letter, then once for a word typed without a pause, and lists the places', async () => {
    const user = userEvent.setup();
    const { box } = await renderPicker();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAccessibleDescription('Type your town');

    await user.type(box, 'j');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(box, 'aip');
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(asked()).toEqual(['jaip']);
    expect(asked('lang')).toEqual([null]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Jaipur, Rajasthan',
      'Jaipur Hat, Bankura, West Bengal',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 places found.');
  });

  it('moves with Up and Down while the focus stays in the box, and picks with Enter instead of sending the form', async () => {
    const user = userEvent.setup();
    const { box, onSubmit } = await renderPicker();
    await user.type(box, 'jaip');
    await screen.findByRole('listbox');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    // Down from the last place comes round to the first; Up from the first goes to the last.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowUp}');

    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('Jaipur, Rajasthan');
    expect(pickedId()).toBe(String(jaipur.id));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // With the list closed, Enter sends the form as usual.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('drops the pick as soon as the box is typed in again or cleared', async () => {
    const user = userEvent.setup();
    const { box } = await renderPicker();
    await user.type(box, 'jaip');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: 'Jaipur Hat, Bankura, West Bengal' }));
    expect(box).toHaveValue('Jaipur Hat, West Bengal');
    expect(pickedId()).toBe(String(jaipurHat.id));

    // A neighbourhood added after the pick: the text is the person's own now, and no list opens after a comma.
    await user.type(box, ', Station Road');
    expect(pickedId()).toBe('none');
    expect(box).toHaveValue('Jaipur Hat, West Bengal, Station Road');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box, 'jaip');
    await user.clear(box);
    expect(pickedId()).toBe('none');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape and keeps what was typed, then opens it again with Down', async () => {
    const user = userEvent.setup();
    const { box } = await renderPicker();
    await user.type(box, 'jaip');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('jaip');
    expect(pickedId()).toBe('none');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  });

  it('shows the Devanagari name that matched, beside the name in Latin letters', async () => {
    const user = userEvent.setup();
    const { box } = await renderPicker();
    await user.type(box, 'जयपु');
    const option = await screen.findByRole('option', { name: 'Jaipur · जयपुर, Rajasthan' });
    expect(option.querySelector('[lang="hi"]')).toHaveTextContent('जयपुर');
    await user.click(option);
    expect(box).toHaveValue('Jaipur, Rajasthan');
  });

  it('reads in Hindi: asks for Hindi names, leads with them, and names the state in Hindi', async () => {
    await loadNamespace('hi', 'places');
    await changeLanguage('hi');
    const user = userEvent.setup();
    const { box } = await renderPicker();
    await user.type(box, 'jaip');
    await screen.findByRole('listbox', { name: 'सुझाई गई जगहें' });
    expect(asked('lang')).toEqual(['hi']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'जयपुर · Jaipur, राजस्थान',
      'Jaipur Hat, Bankura, पश्चिम बंगाल',
    ]);
    expect(screen.getAllByRole('option')[0]!.querySelector('[lang="hi"]')).toHaveTextContent('जयपुर');
    // The box still gets the Latin name and the English state, which the server matches back to the place.
    await user.click(screen.getAllByRole('option')[0]!);
    expect(box).toHaveValue('Jaipur, Rajasthan');
  });

  it('says so when no place has that name, and leaves the text as typed', async () => {
    const user = userEvent.setup();
    const { box } = await renderPicker();
    await user.type(box, 'Malviya');
    expect(await screen.findByText('No town or city by that name in our list.')).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Malviya');
  });
});

describe('placeLabel', () => {
  it('names the state in the reader’s language, and as the gazetteer spells it where the catalogue has no name', async () => {
    await Promise.all([loadNamespace('mr', 'places'), loadNamespace('ta', 'places'), loadNamespace('hi', 'places')]);
    const inLanguage = (language: 'en' | 'hi' | 'mr' | 'ta') => (key: string) => translate(language, 'places', key);
    const sanganer: Place = { ...jaipur, id: 1257951, name: 'Sanganer' };
    expect(placeLabel(sanganer, inLanguage('en'))).toBe('Sanganer, Jaipur, Rajasthan');
    expect(placeLabel(sanganer, inLanguage('hi'))).toBe('Sanganer, Jaipur, राजस्थान');
    expect(placeLabel({ ...jaipur, state: 'Maharashtra' }, inLanguage('mr'))).toBe('Jaipur, महाराष्ट्र');
    expect(placeLabel({ ...jaipur, state: 'Tamil Nadu' }, inLanguage('ta'))).toBe('Jaipur, தமிழ்நாடு');
    expect(placeLabel({ ...jaipur, state: 'Atlantis' }, inLanguage('hi'))).toBe('Jaipur, Atlantis');
  });
});
