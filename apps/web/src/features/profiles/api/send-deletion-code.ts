// POST /api/me/delete/otp: Delete my account, step 1. The server texts a code to the person's own phone.
import type { OtpSentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function sendDeletionCode(): Promise<OtpSentResponse> {
  return apiFetch('/api/me/delete/otp', { method: 'POST' });
}
