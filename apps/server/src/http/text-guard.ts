// Refuses requests whose text carries the NUL character. PostgreSQL text cannot store it and no field here
// has a use for it, so it is answered with a 400 up front instead of failing inside a query as a 500.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';
import { serverMessage } from '../lib/language.js';

/** Whether any string (or object key) in the value holds a NUL; walks without recursion. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, member] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(member);
      }
    }
  }
  return false;
}

export function refuseNulText(acceptLanguage: string | undefined): AppError {
  return new AppError('VALIDATION_FAILED', serverMessage('invalidRequest', acceptLanguage));
}

export function registerTextGuard(app: FastifyInstance): void {
  // After validation, so what is checked is what the handler will use.
  app.addHook('preHandler', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw refuseNulText(request.headers['accept-language']);
    }
  });
}
