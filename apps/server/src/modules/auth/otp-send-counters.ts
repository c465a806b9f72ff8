// The cooldown and send limits of sign-in codes in Redis, when it is configured (decision 028): the same rules
// as otp_request_code in the database (decision 013), checked and counted in one Lua script, so parallel
// requests on any instance cannot all pass. A send is counted before the code is stored or texted, and given
// back if that fails. Times are the server clock's (tests move it), not Redis's; key lifetimes only tidy up.
//
// Keys (numbers only as their phoneKey): sorted sets of code ids scored by the time they were sent, for the
// number from the address, for the number, and from the address; and the newest code the address asked for
// the number, "<ms> <id>", which holds the cooldown until that code is used.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SendLimits, SendRefusal } from './otp.repository.js';

const PREFIX = 'kaamsetu-otp:';

const RESERVE = `
local now = tonumber(ARGV[1])
local newest = redis.call('GET', KEYS[4])
-- With no cooldown set, a request older than the newest code (it arrived first, ran second) is not told to wait.
if newest and tonumber(ARGV[3]) > 0 then
  local readyAt = tonumber(string.match(newest, '^%d+')) + tonumber(ARGV[3])
  if readyAt > now then return {'cooldown', readyAt - now} end
end
for i = 1, 3 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', '(' .. ARGV[2]) end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) or redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then
  return {'tooManySends'}
end
if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[6]) then return {'tooManySendsFromNetwork'} end
for i = 1, 3 do
  redis.call('ZADD', KEYS[i], ARGV[1], ARGV[7])
  redis.call('PEXPIRE', KEYS[i], ARGV[8])
end
redis.call('SET', KEYS[4], ARGV[1] .. ' ' .. ARGV[7], 'PX', ARGV[8])
return {'reserved'}
`;

// KEYS as for RESERVE (or only the newest-code key); ARGV[1] the code id.
const GIVE_BACK = `
for i = 1, #KEYS - 1 do redis.call('ZREM', KEYS[i], ARGV[1]) end
local newest = redis.call('GET', KEYS[#KEYS])
if newest and string.match(newest, ' (.+)$') == ARGV[1] then redis.call('DEL', KEYS[#KEYS]) end
return 1
`;

const sha1 = (script: string) => createHash('sha1').update(script).digest('hex');
const SCRIPTS = { reserve: { lua: RESERVE, sha: sha1(RESERVE) }, giveBack: { lua: GIVE_BACK, sha: sha1(GIVE_BACK) } };

async function run(redis: Redis, script: keyof typeof SCRIPTS, keys: string[], args: (string | number)[]) {
  const { lua, sha } = SCRIPTS[script];
  try {
    return await redis.evalsha(sha, keys.length, ...keys, ...args);
  } catch (error) {
    if (!String(error).includes('NOSCRIPT')) throw error;
    return redis.eval(lua, keys.length, ...keys, ...args);
  }
}

function keysOf(phoneKey: string, ip: string): string[] {
  return [
    `${PREFIX}sends:${phoneKey}|${ip}`,
    `${PREFIX}sends:${phoneKey}`,
    `${PREFIX}sends-from:${ip}`,
    `${PREFIX}newest:${phoneKey}|${ip}`,
  ];
}

export interface CountedSend {
  id: string;
  phoneKey: string;
  ip: string;
  at: Date;
}

/** Counts the send if the cooldown and limits allow it; otherwise says why not and counts nothing. */
export async function reserveSend(
  redis: Redis,
  send: CountedSend,
  limits: SendLimits,
): Promise<SendRefusal | undefined> {
  const answer = (await run(redis, 'reserve', keysOf(send.phoneKey, send.ip), [
    send.at.getTime(),
    limits.since.getTime(),
    limits.cooldownSeconds * 1000,
    limits.perNumberAndSource,
    limits.perNumber,
    limits.perSource,
    send.id,
    send.at.getTime() - limits.since.getTime(),
  ])) as [string, number?];
  const [outcome, waitMs] = answer;
  if (outcome === 'reserved') return undefined;
  if (outcome === 'cooldown') return { refusal: 'cooldown', waitMs: Number(waitMs) };
  return { refusal: outcome as 'tooManySends' | 'tooManySendsFromNetwork' };
}

/** A code nobody received: it no longer counts, and no longer holds up the next request. */
export async function giveBackSend(redis: Redis, send: CountedSend): Promise<void> {
  await run(redis, 'giveBack', keysOf(send.phoneKey, send.ip), [send.id]);
}

/** The code was used: the address may ask for this number's next code at once. */
export async function endCooldown(redis: Redis, code: { id: string; phoneKey: string; ip: string }): Promise<void> {
  await run(redis, 'giveBack', keysOf(code.phoneKey, code.ip).slice(3), [code.id]);
}
