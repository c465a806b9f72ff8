// POST /api/contacts/{profileId}/unlock: an Employer pays the contact price from Credits and gets the number;
// the worker's share goes to their Earnings. Idempotency-Key per confirmation, so a retry never pays twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactStatusResponse, UnlockResponse } from '@kaamsetu/contract';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { reviewsQueryRoot, walletQueryRoot } from '../../../lib/query-client';
import { contactStatusKey } from './get-contact-status';

export interface UnlockInput {
  profileId: string;
  idempotencyKey: string;
}

export function unlockContact({ profileId, idempotencyKey }: UnlockInput): Promise<UnlockResponse> {
  return apiFetch(`/api/contacts/${encodeURIComponent(profileId)}/unlock`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useUnlockContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlockContact,
    // A lost answer is asked again once with the same key; a refusal (402: not enough Credits) is the answer.
    retry: retryUnlessRefused,
    onSuccess: (unlocked, { profileId }) => {
      client.setQueryData<ContactStatusResponse>(contactStatusKey(profileId), (cached) =>
        cached ? { ...cached, unlocked: true, contactNumber: unlocked.contactNumber } : cached,
      );
      void client.invalidateQueries({ queryKey: walletQueryRoot });
      // The unlock is an engagement: both people may now rate each other.
      void client.invalidateQueries({ queryKey: reviewsQueryRoot });
    },
  });
}
