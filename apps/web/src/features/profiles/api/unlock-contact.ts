// POST /api/contacts/{profileId}/unlock: an Employer pays the contact price from Credits and gets the number;
// the worker's share goes to their Earnings. Idempotency-Key per confirmation, so a retry never pays twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, retryUnlessRefused } from '../../../lib/api-client';
import { walletQueryRoot } from '../../../lib/query-client';
import { contactStatusKey, type ContactStatus } from './get-contact-status';

export interface UnlockInput {
  profileId: string;
  idempotencyKey: string;
}

export interface ContactUnlocked {
  success: true;
  contactNumber: string;
  /** 0 when this Employer had already paid for this number. */
  chargedPaise: number;
  creditsPaise: number;
}

export function unlockContact({ profileId, idempotencyKey }: UnlockInput): Promise<ContactUnlocked> {
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
      client.setQueryData<ContactStatus>(contactStatusKey(profileId), (cached) =>
        cached ? { ...cached, unlocked: true, contactNumber: unlocked.contactNumber } : cached,
      );
      void client.invalidateQueries({ queryKey: walletQueryRoot });
    },
  });
}
