// The one way the web app calls the server: same origin, JSON, bearer token from localStorage,
// and the server's error shape turned into an ApiError the UI can show.
import type { ErrorResponse } from '@kaamsetu/contract';
import { currentLanguage } from '../i18n/i18n';
import { readAuthToken } from './session-storage';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLanguage());
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(path, { ...init, headers });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as Partial<ErrorResponse> | undefined)?.message ?? response.statusText;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}
