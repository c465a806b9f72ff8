// Signs fresh people up through the API of a server started by start-server.mjs (outbox SMS adapter), for
// benchmarks that need a session; optionally completes their profile with a small photo, as the form would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';

// A 64×64 PNG, so a profile has a real photo (and its thumbnail) without a file on disk.
const PHOTO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAABtUlEQVR42tXPN3KWARCDYR3MNTU1J+EKgMnRYHIW0SYYbHI+ic5B8zUUaOxfO7OzM0+vV9Afjgb95mjQL44G/eRo0A+OBn3naNA3jgZ95WjQF44GfeZo0CeOBn3kaNAHjgbtcTRol6NB71nu6OG1/ynfgt6xkEn/50bdIrTDKvusXz4UjUJvWeJA9cuHil3oDXMr1C8f4mnoNUMr1y8fsnXoFUPpgWwd2mYirF8+BAHQFhM1B4IA6CUTNQeCAOgFEzUHggDoORM1B4IA6BkTNQeCAOgpEzUHggDoCRM1B4IAiEzUHAgCoMcMpfXZOvSIofRAtg49ZG71+ngaesASq9RX7EL3WeVg9UWj0D0W2m993SJ0l+VcevUWdIejQbc5GnSLo0E3ORp0g6NB1zkatMnRoGv0Dh1Z7+XzoKv0+g/YPGiDXv8Bmwddodd/wOZBl+n1H7B50CV6/QdsHnSRXv8BmwddoNd/wOZB5+n1H7B50Dl6/QdsHnSWXv8Bmwedodd/wOZBp+n1H7B50Cl6/QdsHnSSXv8Bmwet0+s/YPOgE/T6D9g86Di9/gM2DzpGr/+AzfsLRPRgq8SBeIkAAAAASUVORK5CYII=';

async function post(server, url, payload, authToken) {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authToken ? { authorization: `Bearer ${authToken}` } : {}) },
    body: JSON.stringify(payload),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A new account of `role` ('Employer' or 'Labourer'): { userId, authToken }. */
export async function signUpPerson(server, role, name = `bench ${role.toLowerCase()}`) {
  const phone = `+917${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const body = { name, phone, userType: role };
  await post(server, '/api/users/signup', body);
  const lines = readFileSync(path.join(server.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const sms = lines.map((line) => JSON.parse(line)).findLast((line) => line.to === phone);
  const otp = /\d{6}/.exec(sms.body)[0];
  const session = await post(server, '/api/users/signup-otp-verify', {
    ...body,
    otp,
    consentVersion: PRIVACY_NOTICE_VERSION,
  });
  return { userId: session.userId, authToken: session.authToken };
}

export async function signUpEmployer(server) {
  return (await signUpPerson(server, 'Employer')).authToken;
}

/** Saves the person's profile form with a photo; `fields` as the form sends them (name, location, skills…). */
export async function completeProfile(server, role, person, fields) {
  const { profile } = await post(server, '/api/users/protected/get-profile', { id: person.userId }, person.authToken);
  const form = new FormData();
  form.set('id', person.userId);
  form.set('contactNumber', profile.contactNumber);
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set('file', new Blob([Buffer.from(PHOTO_PNG_BASE64, 'base64')], { type: 'image/png' }), 'face.png');
  const response = await fetch(`${server.url}/api/users/protected/${role.toLowerCase()}/profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.authToken}` },
    body: form,
  });
  if (!response.ok) throw new Error(`saving the profile answered ${response.status}: ${await response.text()}`);
}
