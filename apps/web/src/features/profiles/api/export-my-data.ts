// GET /api/me/export: everything KaamSetu stores about the signed-in person (Download my data).
import type { DataExport } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

export const MY_DATA_FILE_NAME = 'kaamsetu-my-data.json';

export function exportMyData(): Promise<DataExport> {
  return apiFetch('/api/me/export');
}
