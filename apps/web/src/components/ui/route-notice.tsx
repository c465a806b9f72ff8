// A message carried to the next page in the navigation state ("Profile updated successfully!" on the home
// page after a profile form, or why a form sent the person away). Shown once: it is dropped from the history
// entry, so a reload or coming back later does not repeat it, and it goes when the page's query changes
// (a new search), since it no longer speaks about what is on screen.
import './route-notice.css';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface RouteNoticeState {
  notice: { tone: 'success' | 'error'; text: string };
}

/** The `state` to navigate with; the text is already translated. */
export function routeNotice(tone: 'success' | 'error', text: string): RouteNoticeState {
  return { notice: { tone, text } };
}

function noticeOf(state: unknown): RouteNoticeState['notice'] | null {
  const notice = (state as Partial<RouteNoticeState> | null)?.notice;
  return notice && typeof notice.text === 'string' ? notice : null;
}

export function RouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState(() => ({ notice: noticeOf(location.state), search: location.search }));
  const carried = noticeOf(location.state) !== null;

  useEffect(() => {
    // Only while the browser is still at this page: a tap on another page before this one had finished drawing
    // (a slow phone, right after a save) has already moved the address on, and replacing that entry would take
    // the person back here. They have left; the notice stays with this page's history entry.
    const here = window.location.pathname === location.pathname && window.location.search === location.search;
    if (carried && here)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [carried, navigate, location.pathname, location.search]);

  const { notice } = arrival;
  if (!notice || location.search !== arrival.search) return null;
  return notice.tone === 'error' ? (
    <p className="form-error route-notice" role="alert">
      {notice.text}
    </p>
  ) : (
    <p className="form-status route-notice" role="status">
      {notice.text}
    </p>
  );
}
