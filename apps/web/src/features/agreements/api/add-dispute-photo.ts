// POST /api/agreements/{id}/dispute/photos: a photo with the reader's side of an open dispute (multipart `file`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgreementResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';
import { refreshAfterFailure, rememberAgreement } from './agreement-cache';

export function addDisputePhoto(agreementId: string, file: File): Promise<AgreementResponse> {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiFetch(`/api/agreements/${encodeURIComponent(agreementId)}/dispute/photos`, { method: 'POST', body: form });
}

export function useAddDisputePhoto(agreementId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addDisputePhoto(agreementId, file),
    onSuccess: (answer) => rememberAgreement(client, answer.agreement),
    onError: (caught) => refreshAfterFailure(client, agreementId, caught),
  });
}
