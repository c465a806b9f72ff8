// Turns TRUST_PROXY into Fastify's trustProxy: which peers may name the client's address in X-Forwarded-For.
import type { TrustProxy } from '../config.js';

type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

export function trustProxyOption(trust: TrustProxy): TrustProxyOption {
  if (trust === false) return false;
  // Fastify trusts nobody when given a bare number, so the hops are counted here: the socket's peer is hop 0,
  // the right-most X-Forwarded-For entry hop 1, and the first address past the trusted hops is the client.
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}
