// A text box that suggests places of the gazetteer as the person types: the WAI-ARIA combobox with a listbox
// popup and list autocomplete. Up and Down move through the places (the box keeps the keyboard focus and names
// the active one through aria-activedescendant), Enter picks it, Escape closes the list; a tap picks too. What
// was typed stays the caller's: the box is free text, and a pick is one more way to fill it (`onPick`).
import './places.css';
import { useEffect, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { PLACE_QUERY_MAX_LENGTH, type Place } from '@kaamsetu/contract';
import { useTranslation, type SupportedLanguage } from '../../i18n/i18n';
import { usePlaceSuggestions } from '../../lib/suggest-places';
import { describedByProps, FieldError, FieldHint } from '../ui/form-field';
import { placeRegion } from './place-text';

/** Waits this long after the last key before asking, so a word typed quickly is one request, not five. */
export const PLACE_DEBOUNCE_MS = 250;
const MIN_LETTERS = 2;
/** Enough for a phone's screen; the biggest places come first. */
const SHOWN = 6;

/**
 * What to ask the server for: the typed text while it can be the start of a place's name. Two letters at least
 * (one would match half the country), no more than the server looks at, and nothing once a comma is typed: the
 * person is writing their own address ("Malviya Nagar, Jaipur"), which the server matches when it is saved.
 */
export function placeQueryOf(text: string): string | undefined {
  const typed = text.trim();
  if ([...typed].length < MIN_LETTERS || typed.includes(',')) return undefined;
  return typed.length <= PLACE_QUERY_MAX_LENGTH ? typed : undefined;
}

/** The language a local name is written in, for screen readers' pronunciation. */
function languageOfName(name: string, reading: SupportedLanguage): string {
  if (/[\u0B80-\u0BFF]/.test(name)) return 'ta';
  return reading === 'mr' ? 'mr' : 'hi';
}

/**
 * The place's Latin name and its Devanagari or Tamil one: the one in the reader's own script first, so a Hindi
 * reader who typed "jaip" reads "जयपुर · Jaipur".
 */
function OptionNames({ place, reader }: { place: Place; reader: SupportedLanguage }) {
  const latin = <span className="place-option-name">{place.name}</span>;
  if (!place.localName) return latin;
  const nameLanguage = languageOfName(place.localName, reader);
  const local = (
    <span className="place-option-name" lang={nameLanguage}>
      {place.localName}
    </span>
  );
  const readersOwn = reader !== 'en' && (nameLanguage === 'ta') === (reader === 'ta');
  return (
    <>
      {readersOwn ? local : latin}
      {' · '}
      {readersOwn ? latin : local}
    </>
  );
}

interface PlacePickerProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'value' | 'onChange' | 'type' | 'role' | 'children'
> {
  /** The box's id; the form focuses it when the field has a problem. */
  id: string;
  label: string;
  /** Already translated. */
  hint?: string | undefined;
  /** Already translated. */
  error?: string | undefined;
  /** What the box shows. */
  value: string;
  /** The person typed: what they typed is the new value, and any earlier pick no longer holds. */
  onType: (text: string) => void;
  onPick: (place: Place) => void;
  /** Shown when nothing matches what was typed (default: no town or city of that name). */
  noMatch?: string | undefined;
}

export function PlacePicker({ id, label, hint, error, value, onType, onPick, noMatch, ...input }: PlacePickerProps) {
  const { t, language } = useTranslation('places');
  // What the person typed since arriving or picking (null: nothing), and the same after the pause.
  const [typed, setTyped] = useState<string | null>(null);
  const [settled, setSettled] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), PLACE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const asked = settled === null ? undefined : placeQueryOf(settled);
  const suggestions = usePlaceSuggestions(asked ?? '', {
    enabled: asked !== undefined,
    limit: SHOWN,
    lang: language,
  });
  // One letter, or a comma, closes the list at once; otherwise the last answer shows until the next one comes.
  const stillAsking = typed !== null && placeQueryOf(typed) !== undefined && asked !== undefined;
  const places = stillAsking ? (suggestions.data?.places ?? []) : [];
  const expanded = open && places.length > 0;
  const nothingFound =
    stillAsking && suggestions.isSuccess && !suggestions.isPlaceholderData && suggestions.data.places.length === 0;

  const listId = `${id}-places`;
  const optionId = (index: number) => `${id}-place-${index}`;

  // The active place stays in sight in a list taller than its box.
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(`${id}-place-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active, id]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(place: Place) {
    onPick(place);
    setTyped(null);
    setSettled(null);
    close();
  }

  function move(event: KeyboardEvent<HTMLInputElement>, step: 1 | -1) {
    if (places.length === 0) return;
    event.preventDefault();
    setOpen(true);
    // Alt+Down only opens the list (the pattern's rule), leaving the keyboard in the box.
    if (!expanded && event.altKey) return;
    const from = expanded ? active : -1;
    setActive(from === -1 ? (step === 1 ? 0 : places.length - 1) : (from + step + places.length) % places.length);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') move(event, 1);
    else if (event.key === 'ArrowUp') move(event, -1);
    else if (event.key === 'Enter') {
      const place = expanded ? places[active] : undefined;
      if (!place) return;
      // Picks the place instead of sending the form.
      event.preventDefault();
      choose(place);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes: not a dialog around the form, and the typed text stays.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  const status = expanded ? t('found', { count: places.length }) : nothingFound ? (noMatch ?? t('noMatch')) : '';

  return (
    <div className="field place-picker">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <div className="place-picker-box">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          {...(expanded && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
          autoComplete="off"
          spellCheck={false}
          {...describedByProps(id, error, hint)}
          {...input}
          value={value}
          onChange={(event) => {
            onType(event.target.value);
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={keyDown}
          onBlur={close}
        />
        <ul id={listId} role="listbox" aria-label={t('suggestions')} className="place-options" hidden={!expanded}>
          {expanded
            ? places.map((place, index) => (
                <li
                  key={place.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="place-option"
                  // The box keeps the keyboard focus (and its list) while a place is tapped.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                >
                  <OptionNames place={place} reader={language} />
                  {', '}
                  <span className="place-option-region">{placeRegion(place, t)}</span>
                </li>
              ))
            : null}
        </ul>
      </div>
      {/* Always there, so screen readers announce what the list holds as it changes. The count is for them; that
          nothing matched is for everyone. */}
      <p className={nothingFound && !expanded ? 'field-hint' : 'visually-hidden'} role="status">
        {status}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
