// One error handler and one JSON shape for every failure: { success: false, message, error: { code, details? } }.
// Client mistakes keep their status and a clear message; server faults are logged and answered generically.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@kaamsetu/contract';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { AppError, codeForStatus } from '../lib/errors.js';
import { serverMessage } from '../lib/language.js';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: unknown,
): FastifyReply {
  const body: ErrorResponse = { success: false, message, error: details === undefined ? { code } : { code, details } };
  return reply.status(status).send(body);
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.headers['accept-language'];

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return sendError(reply, error.status, error.code, error.message, error.details);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath),
        message: issue.message,
      }));
      const first = details[0];
      return sendError(
        reply,
        400,
        'VALIDATION_FAILED',
        first?.message ?? serverMessage('invalidRequest', language),
        details,
      );
    }

    if (isDatabaseUnavailable(error)) {
      // The database restarting or unreachable: a clean 503 the client may retry, not a fault of ours.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, 'SERVICE_UNAVAILABLE', serverMessage('serviceUnavailable', language), {
        retryAfterSeconds: 5,
      });
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(
        reply,
        status === 503 ? 503 : 500,
        status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
        serverMessage(status === 503 ? 'serviceUnavailable' : 'somethingWentWrong', language),
      );
    }

    // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit).
    const code = codeForStatus(status);
    const message =
      code === 'PAYLOAD_TOO_LARGE'
        ? serverMessage('payloadTooLarge', language)
        : code === 'UNSUPPORTED_MEDIA_TYPE'
          ? serverMessage('unsupportedMediaType', language)
          : code === 'RATE_LIMITED'
            ? serverMessage('tooManyRequests', language)
            : error.message || serverMessage('invalidRequest', language);
    return sendError(reply, status, code, message);
  });
}

/**
 * Errors the router raises before any route or hook runs (a malformed percent-escape in the URL, a path
 * parameter over the length limit): the same JSON shape, without echoing the URL back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hooks run for these, so the hardening headers they would add are not there; this one matters for JSON.
  reply.header('x-content-type-options', 'nosniff');
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'router error');
    sendError(reply, 500, 'INTERNAL', serverMessage('somethingWentWrong', request.headers['accept-language']));
    return;
  }
  sendError(reply, status, codeForStatus(status), serverMessage('invalidRequest', request.headers['accept-language']));
}
