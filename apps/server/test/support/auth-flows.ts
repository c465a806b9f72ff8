// Helpers for tests that need signed-in people: go through the real API, read codes from the outbox.
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.js';
import { latestCode } from './sms-outbox.js';

export function outboxFile(config: Config): string {
  if (config.sms.provider !== 'outbox') throw new Error('tests read codes from the outbox adapter');
  return config.sms.outboxFile;
}

let phoneCounter = 0;
/** A valid Indian mobile number no other test in this process uses. */
export function uniquePhone(): { typed: string; e164: string } {
  phoneCounter += 1;
  const digits = `9${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(5, '0')}`;
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
}

export async function signUp(
  app: FastifyInstance,
  config: Config,
  person: { name: string; userType: 'Labourer' | 'Employer'; phone?: string },
): Promise<{ token: string; userId: string; phone: string }> {
  const phone = person.phone ?? uniquePhone().e164;
  const body = { name: person.name, phone, userType: person.userType };
  const sent = await app.inject({ method: 'POST', url: '/api/users/signup', payload: body });
  if (sent.statusCode !== 200) throw new Error(`signup failed: ${sent.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/users/signup-otp-verify',
    payload: { ...body, otp: latestCode(outboxFile(config), phone), consentVersion: PRIVACY_NOTICE_VERSION },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const { authToken, userId } = verified.json();
  return { token: authToken, userId, phone };
}
