// PUT /api/me/position {lat, lon} / DELETE /api/me/position: distances to the person (search, matching,
// applicants) are measured from the position their phone gave, rounded to about 1 km, or again from their town.
// The answer is the position now in use, which replaces the one in every cached copy of the own profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetProfileResponse, OwnPosition, OwnPositionResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { ownProfileQueryRoot } from '../../../lib/get-own-profile';

export function shareOwnPosition(position: OwnPosition): Promise<OwnPositionResponse> {
  return apiFetch('/api/me/position', { method: 'PUT', body: JSON.stringify(position) });
}

export function forgetOwnPosition(): Promise<OwnPositionResponse> {
  return apiFetch('/api/me/position', { method: 'DELETE' });
}

/** Shares a position, or with null goes back to the town. */
export function useSetOwnPosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (position: OwnPosition | null) => (position ? shareOwnPosition(position) : forgetOwnPosition()),
    onSuccess: ({ ownPosition }) => {
      client.setQueriesData<GetProfileResponse>({ queryKey: ownProfileQueryRoot }, (cached) => {
        if (!cached) return cached;
        // The own profile carries no ownPosition at all while distances are measured from the town.
        const { ownPosition: _previous, ...profile } = cached.profile;
        return { ...cached, profile: ownPosition ? { ...profile, ownPosition } : profile };
      });
    },
  });
}
