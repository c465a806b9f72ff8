// Time as the application sees it. Services ask the clock instead of calling Date directly, so tests can
// move time forward (code expiry, cooldowns, token lifetimes) without sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
