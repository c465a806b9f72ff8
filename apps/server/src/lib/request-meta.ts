// The caller's address and language, as services need them.
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../modules/auth/auth-context.js';
import { preferredLanguage } from './language.js';

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, language: preferredLanguage(request.headers['accept-language']) };
}
