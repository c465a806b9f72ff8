// Time as the application sees it. Services ask the clock instead of calling Date directly, so tests can
// move time forward (code expiry, cooldowns, token lifetimes) without sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Another clock moved forward by an offset: outside production the app runs on one, so a browser test can
 * jump hours ahead (POST /api/dev/clock) to see deadlines pass without waiting.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  advance(milliseconds: number): void {
    this.offsetMs += milliseconds;
  }
}
