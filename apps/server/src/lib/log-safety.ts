// Logs never carry a one-time code, a whole phone number or what someone searched for. Request lines keep the
// path only (query strings hold searches by name or number) with long digit runs masked; errors lose the SQL
// text and parameters drizzle attaches to a failed query (they hold the very values a request sent).
import type { FastifyRequest } from 'fastify';

const LONG_DIGIT_RUN = /\d{6,}/g;

export function maskDigits(text: string): string {
  return text.replace(LONG_DIGIT_RUN, (digits) => `${'•'.repeat(digits.length - 2)}${digits.slice(-2)}`);
}

export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: maskDigits(request.url.split('?')[0] ?? ''), remoteAddress: request.ip };
}

/**
 * An error as a log line shows it: its kind, code, message and stack, and its causes; never the failed query's
 * parameters or the database's "detail" (both hold the values a request sent).
 */
export function errorForLog(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const cut = (text: string) => maskDigits(text.replace(/\nparams:[^\n]*/g, ''));
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: cut(error.message),
    stack: cut(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause instanceof Error ? { cause: errorForLog(error.cause) } : {}),
  };
}
