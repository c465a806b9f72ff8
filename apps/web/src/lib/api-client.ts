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
  init: ApiFetchInit = {},
): Promise<{ body: T; answeredAt: string | undefined }> {
  return datedAnswer<T>(await apiRequest(path, init));
}

/** The request apiFetch makes, its response not yet read: for a call started before its reader's code arrives. */
function apiRequest(path: string, { as = 'user', ...init }: ApiFetchInit = {}): Promise<Response> {
  return fetch(path, { ...init, headers: requestHeaders(init, as, 'application/json') });
}

// A page's first request, sent before the page's code has run: a first /app visit starts the page's data beside
// its code (app/app-page-loaders.ts), and the query takes the answer when it first asks, instead of asking again
// once its code has arrived and rendered. Only for reads;
// an answer not taken soon is dropped, so a later visit never gets an old one. Here rather than in a module of
// its own: every page loads this one first, and each file costs its own gzip and request (docs/decisions/037).
const FRESH_FOR_MS = 30_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** An answer belongs to the sign-in it was asked with: after another sign-in on the phone it is never handed out. */
const aheadKey = (key: string) => `${readAuthToken() ?? ''} ${key}`;

/** Sends `request` now, under `key` (the query's key, as text). */
export function startAhead(key: string, request: () => Promise<unknown>): void {
  if (started.has(aheadKey(key))) return;
  const answer = request();
  // A failure is the page's query's to report once it takes the answer; untaken, it is no error.
  answer.catch(() => undefined);
  started.set(aheadKey(key), { at: Date.now(), answer });
}

/** The answer started under `key`, once, if it is recent: the caller asks the server itself otherwise. */
export function takeAhead<T>(key: string): Promise<T> | undefined {
  const entry = started.get(aheadKey(key));
  started.delete(aheadKey(key));
  if (!entry || Date.now() - entry.at > FRESH_FOR_MS) return undefined;
  return entry.answer as Promise<T>;
}

/** What apiFetchDated makes of a response: its JSON and when the server gave it, or the ApiError it stands for. */
async function datedAnswer<T>(response: Response): Promise<{ body: T; answeredAt: string | undefined }> {
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
