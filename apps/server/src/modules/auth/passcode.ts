// Admin passcodes, stored as scrypt hashes (node:crypto): "scrypt$N$r$p$salt$hash", all base64url.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ConcurrencyLimit } from '../../lib/concurrency-limit.js';

const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

// Each check takes ~16 MB and tens of milliseconds of a core (in libuv's thread pool, which file and DNS
// work share). Sign-in checks run two at a time per process with a bounded queue, and the rest are refused
// (BusyError): a flood of passcode guesses cannot take the CPU or starve the thread pool.
const signInChecks = new ConcurrencyLimit(2, 64);

/** Runs a sign-in's passcode checks in one of the limited slots; BusyError when none is free or near. */
export function withPasscodeCheckSlot<T>(job: () => Promise<T>): Promise<T> {
  return signInChecks.run(job);
}

function scrypt(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(passcode, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPasscode(passcode: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(passcode, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
