// Confirm my number: POST /api/contacts/unreachable/confirm-number/otp texts a code to the person's own phone;
// .../verify with the right code closes the Employers' claims (no refund) and brings the profile back to search.
import type { MessageResponse, OtpSentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function sendNumberCode(): Promise<OtpSentResponse> {
  return apiFetch('/api/contacts/unreachable/confirm-number/otp', { method: 'POST' });
}

export function confirmNumber(otp: string): Promise<MessageResponse> {
  return apiFetch('/api/contacts/unreachable/confirm-number/verify', {
    method: 'POST',
    body: JSON.stringify({ otp }),
  });
}
