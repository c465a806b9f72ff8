// POST /api/staff/agreements/{id}/resolve (Idempotency-Key header): how to split what is held between the
// worker and the Employer, with a reason. An Employee's call only proposes the split; an Admin's settles it
// (the worker's part to their Earnings, the Employer's part refunded). 400 when the parts do not add up to
// what is held; 409, with the agreement as it now is, when it is no longer disputed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agreement, AgreementResponse, DisputeQueueResponse, ResolveDisputeRequest } from '@kaamsetu/contract';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { staffQueryKeys } from './staff-query-keys';

export type DisputeSplit = ResolveDisputeRequest;

export function resolveDispute({
  id,
  split,
  idempotencyKey,
}: {
  id: string;
  split: DisputeSplit;
  idempotencyKey: string;
}): Promise<AgreementResponse> {
  return apiFetch(`/api/staff/agreements/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    as: 'staff',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(split),
  });
}

/** The agreement as it is now, which the server sends with a 409 (someone else got there first). */
export function agreementOfConflict(caught: unknown): Agreement | undefined {
  if (!(caught instanceof ApiError) || caught.status !== 409) return undefined;
  const details = (caught.body as { error?: { details?: { agreement?: Agreement } } } | undefined)?.error?.details;
  return details?.agreement;
}

export function useResolveDispute() {
  const client = useQueryClient();
  // A settled agreement leaves the queue; one still disputed (a proposal) shows its proposed split.
  const show = (agreement: Agreement) =>
    client.setQueryData<DisputeQueueResponse>(staffQueryKeys.agreementDisputes, (cached) =>
      cached
        ? {
            ...cached,
            items:
              agreement.status === 'disputed'
                ? cached.items.map((each) => (each.id === agreement.id ? agreement : each))
                : cached.items.filter((each) => each.id !== agreement.id),
          }
        : cached,
    );
  return useMutation({
    mutationFn: resolveDispute,
    onSuccess: ({ agreement }) => show(agreement),
    onError: (caught) => {
      const now = agreementOfConflict(caught);
      if (now) show(now);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: staffQueryKeys.agreementDisputes });
      // A settlement moves money: the Admin's tables and the people's histories change with it.
      void client.invalidateQueries({ queryKey: staffQueryKeys.tables });
      void client.invalidateQueries({ queryKey: staffQueryKeys.transactions });
    },
  });
}
