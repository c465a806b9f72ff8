// A search form whose query lives in the address (?q=): the labelled box with its hint and the Search button.
// The box follows the address when Back or Forward changes the search, and keeps what is typed otherwise.
import { useState, type FormEvent, type ReactNode } from 'react';
import { SearchIcon } from './icons';

/** What is typed in a search box whose search, as it stands in the address, is `query`. */
export function useSearchText(query: string): [string, (text: string) => void] {
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }
  return [text, setText];
}

interface SearchBoxProps {
  /** The box's id; its hint is `${id}-hint`. */
  id: string;
  label: string;
  hint: string;
  submitLabel: string;
  /** The search landmark's name, where a page has more than one form. */
  formLabel?: string;
  text: string;
  onText: (text: string) => void;
  maxLength: number;
  /** Search for what is typed (untrimmed). */
  onSearch: (text: string) => void;
  /** More controls of the same search (a filter), under the box. */
  children?: ReactNode;
  /** A small control beside the Search button, in the same row (Home's "Near"). */
  besideSubmit?: ReactNode;
  /** The box takes the focus on arrival, for a page opened in order to type a search. */
  autoFocus?: boolean;
}

export function SearchBox({
  id,
  label,
  hint,
  submitLabel,
  formLabel,
  text,
  onText,
  maxLength,
  onSearch,
  children,
  besideSubmit,
  autoFocus = false,
}: SearchBoxProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <form className="search-form" role="search" onSubmit={submit} {...(formLabel ? { 'aria-label': formLabel } : {})}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
        <div className="search-row">
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => onText(event.target.value)}
            aria-describedby={`${id}-hint`}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={maxLength}
            autoFocus={autoFocus}
          />
          <button type="submit" className="button button-primary">
            <SearchIcon />
            {submitLabel}
          </button>
          {besideSubmit}
        </div>
      </div>
      {children}
    </form>
  );
}
