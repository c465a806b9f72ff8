// The back office's searches by name, mobile or id: the query lives in the address (?q=), so Back returns to
// the same results, and searching moves the keyboard to the results' title.
import { useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Translate } from '../../../i18n/i18n';
import { SearchBox, useSearchText } from '../../../components/ui/search-box';

export function useStaffSearch() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useSearchText(q);
  const titleRef = useRef<HTMLHeadingElement>(null);

  function searchFor(typed: string) {
    const next = typed.trim();
    setParams(next ? { q: next } : {});
    titleRef.current?.focus();
  }

  return { q, text, setText, titleRef, searchFor };
}

interface StaffSearchProps {
  t: Translate;
  idPrefix: string;
  hint: string;
  search: ReturnType<typeof useStaffSearch>;
  /** The results' title with nothing searched ("Newest people"). */
  newestTitle: string;
  /** Shown between the box and the results' title. */
  children?: ReactNode;
}

/** The search box and the results' title (`${idPrefix}-results-title`), which takes the keyboard on a search. */
export function StaffSearch({ t, idPrefix, hint, search, newestTitle, children }: StaffSearchProps) {
  const { q, text, setText, titleRef, searchFor } = search;
  return (
    <>
      <SearchBox
        id={`${idPrefix}-search`}
        label={t('search.label')}
        hint={hint}
        submitLabel={t('search.submit')}
        formLabel={t('search.formLabel')}
        text={text}
        onText={setText}
        maxLength={100}
        onSearch={searchFor}
      />
      {children}
      <h2 id={`${idPrefix}-results-title`} ref={titleRef} tabIndex={-1}>
        {q === '' ? newestTitle : t('search.results', { query: q })}
      </h2>
    </>
  );
}
