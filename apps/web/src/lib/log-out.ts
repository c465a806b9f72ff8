// POST /api/users/logout, then everything of this person leaves the phone: the token, the answers kept in
// memory and the answers the service worker saved for offline use. The next person on a shared phone finds
// nothing of this one. Used by the Profile page's "Log out" (issue 15 moved it out of the header).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MessageResponse } from '@kaamsetu/contract';
import { apiFetch } from './api-client';
import { forgetSavedAnswers } from './offline-caches';
import { queryClient } from './query-client';
import { clearSession } from './session-storage';
import { paths } from '../config/paths';

/** The server revokes every token of the signed-in person. */
export function logOut(): Promise<MessageResponse> {
  return apiFetch('/api/users/logout', { method: 'POST' });
}

export function useLogOut() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    try {
      await logOut();
    } catch {
      // Best effort: the session is dropped from this device either way, and the token expires on its own.
    }
    clearSession();
    queryClient.clear();
    await forgetSavedAnswers().catch((error: unknown) => console.error('Could not clear saved answers', error));
    await navigate(paths.login, { replace: true });
  }

  return { leaving, leave };
}
