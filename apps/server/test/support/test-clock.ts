// A clock tests can move forward, for expiry, cooldowns and token lifetimes without sleeping.
import type { Clock } from '../../src/lib/clock.js';

export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }
}
