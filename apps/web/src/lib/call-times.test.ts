// Whether a worker is within their call window right now, by India's clock whatever the phone's zone.
import { describe, expect, it } from 'vitest';
import { isWithinCallTimes } from './call-times';

/** A moment given as India's wall-clock time (IST is UTC+5:30, no daylight saving). */
const india = (time: string) => new Date(`2026-11-25T${time}:00+05:30`);

describe('isWithinCallTimes', () => {
  const day = { callTimeStart: '08:00', callTimeEnd: '20:00' };

  it('is true inside the window, start included and end not', () => {
    expect(isWithinCallTimes(day, india('08:00'))).toBe(true);
    expect(isWithinCallTimes(day, india('13:45'))).toBe(true);
    expect(isWithinCallTimes(day, india('19:59'))).toBe(true);
    expect(isWithinCallTimes(day, india('20:00'))).toBe(false);
    expect(isWithinCallTimes(day, india('07:59'))).toBe(false);
  });

  it('handles a window across midnight', () => {
    const night = { callTimeStart: '20:00', callTimeEnd: '06:00' };
    expect(isWithinCallTimes(night, india('23:30'))).toBe(true);
    expect(isWithinCallTimes(night, india('05:59'))).toBe(true);
    expect(isWithinCallTimes(night, india('12:00'))).toBe(false);
  });

  it('is false without a full window', () => {
    expect(isWithinCallTimes({ callTimeStart: '08:00', callTimeEnd: '' }, india('09:00'))).toBe(false);
    expect(isWithinCallTimes({}, india('09:00'))).toBe(false);
  });
});
