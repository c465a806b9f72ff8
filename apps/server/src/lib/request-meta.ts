// The caller's address and language, as services need them.
import type { FastifyRequest } from 'fastify';
import type { Language } from '@kaamsetu/contract';
import { preferredLanguage } from './language.js';
import { sourceAddress } from './source-address.js';

/** Who asked and in which language they read, taken from the HTTP request. */
export interface RequestMeta {
  ip: string;
  language: Language;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  // Services count per-address limits by source: an IPv6 caller by its /64, which it can pick addresses from.
  return { ip: sourceAddress(request.ip), language: preferredLanguage(request.headers['accept-language']) };
}
