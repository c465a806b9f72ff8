// The one way the web app calls the server: same origin, JSON, a bearer token from localStorage (a person's
// by default, a staff member's on request), and the server's error shape turned into an ApiError the UI can show.
import type { ErrorResponse } from '@kaamsetu/contract';
import { currentLanguage } from '../i18n/i18n';
import { readAuthToken, readStaffToken } from './session-storage';

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

export interface ApiFetchInit extends RequestInit {
  /** Whose stored token authenticates the call: a person's (authToken) or a staff member's (staffToken). */
  as?: 'user' | 'staff';
}

function requestHeaders(init: RequestInit, as: 'user' | 'staff', accept: string): Headers {
  const headers = new Headers(init.headers);
  headers.set('Accept', accept);
  headers.set('Accept-Language', currentLanguage());
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = as === 'staff' ? readStaffToken() : readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const message = (body as Partial<ErrorResponse> | undefined)?.message ?? response.statusText;
  return new ApiError(response.status, message, body);
}

export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return (await apiFetchDated<T>(path, init)).body;
}

/**
 * apiFetch's answer with when the server gave it (its Date header). Offline, the service worker answers with the
 * copy it saved, Date and all, so this says how old what the page shows is.
 */
export async function apiFetchDated<T>(
  path: string,
  { as = 'user', ...init }: ApiFetchInit = {},
): Promise<{ body: T; answeredAt: string | undefined }> {
  const response = await fetch(path, { ...init, headers: requestHeaders(init, as, 'application/json') });
  if (!response.ok) throw await failure(response);
  const date = new Date(response.headers.get('Date') ?? '');
  const body = (await response.json().catch(() => undefined)) as T;
  return { body, answeredAt: Number.isNaN(date.getTime()) ? undefined : date.toISOString() };
}

/** A file the server makes for the signed-in person (a PDF), as a Blob; errors as apiFetch's. */
export async function apiFile(path: string, accept: string, { as = 'user', ...init }: ApiFetchInit = {}) {
  const response = await fetch(path, { ...init, headers: requestHeaders(init, as, accept) });
  if (!response.ok) throw await failure(response);
  return response.blob();
}

/** The server's own message for a failed call (already in the reader's language), if it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = (error.body as Partial<ErrorResponse> | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Seconds the server asks us to wait before trying again (rate limits and OTP cooldowns), if it said. */
export function retryAfterSecondsOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const details = (error.body as Partial<ErrorResponse> | undefined)?.error?.details;
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** A query's retry rule: a refusal (4xx) is the answer, so only network and server faults are asked again, once. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(error instanceof ApiError && error.status < 500);
}
