// Staff in tests: made with the same service as the CLI, signed in through the real staff API.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createStaffMember } from '../../src/modules/auth/staff-accounts.service.js';
import { outboxFile, uniquePhone } from './auth-flows.js';
import { latestCode } from './sms-outbox.js';

export interface SignedInStaff {
  id: string;
  token: string;
  staffCode: string;
  as: (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => Promise<LightMyRequestResponse>;
}

export async function signInStaff(
  app: FastifyInstance,
  config: Config,
  database: Database,
  role: 'Admin' | 'Employee',
): Promise<SignedInStaff> {
  const phone = uniquePhone().e164;
  const passcode = `pass-${randomBytes(6).toString('hex')}`;
  const staff = await createStaffMember(database.db, {
    name: `${role} ${phone.slice(-4)}`,
    phone,
    role,
    ...(role === 'Admin' ? { passcode } : {}),
  });
  const portal = role === 'Admin' ? 'admin' : 'employee';
  const identity = role === 'Admin' ? { passcode } : { userId: staff.staffCode };
  const sent = await app.inject({ method: 'POST', url: `/api/staff/${portal}/otp`, payload: identity });
  if (sent.statusCode !== 200) throw new Error(`staff otp failed: ${sent.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: `/api/staff/${portal}/verify`,
    payload: { ...identity, otp: latestCode(outboxFile(config), phone) },
  });
  if (verified.statusCode !== 200) throw new Error(`staff verify failed: ${verified.body}`);
  const token = verified.json().token as string;
  return {
    id: staff.id,
    token,
    staffCode: staff.staffCode,
    as: (method, url, payload) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) }),
  };
}
