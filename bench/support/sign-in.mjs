// Signs a fresh Employer up through the API of a server started by start-server.mjs (outbox SMS adapter),
// for benchmarks that need a session.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';

export async function signUpEmployer(server) {
  const phone = `+917${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const body = { name: 'bench employer', phone, userType: 'Employer' };
  const post = (url, payload) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then((response) => response.json());
  await post('/api/users/signup', body);
  const lines = readFileSync(path.join(server.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const sms = lines.map((line) => JSON.parse(line)).findLast((line) => line.to === phone);
  const otp = /\d{6}/.exec(sms.body)[0];
  const session = await post('/api/users/signup-otp-verify', { ...body, otp, consentVersion: PRIVACY_NOTICE_VERSION });
  return session.authToken;
}
