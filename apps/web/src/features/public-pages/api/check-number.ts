// GET /api/number-check?mobile=: whether a number belongs to a KaamSetu Employer (only the name and badges).
// Public pages have no query cache, so this is a plain call.
import type { NumberCheckResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export function checkNumber(mobile: string): Promise<NumberCheckResponse> {
  return apiFetch(`/api/number-check?mobile=${encodeURIComponent(mobile)}`);
}
