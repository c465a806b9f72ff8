// India's wall clock as plain arithmetic: India keeps one offset all year (UTC+05:30, no daylight saving), so
// its time is UTC shifted. No Intl.DateTimeFormat with a timeZone: its first use loads the time-zone data, which
// took 50–110 ms of main thread on a desktop processor (several times that on a cheap phone) on every /app page's
// first render, for the footer's year (docs/decisions/037).
export const INDIA_OFFSET_MS = 330 * 60_000;

/** `at` moved so that its UTC fields read India's date and time. */
function indiaWallClock(at: Date): Date {
  return new Date(at.getTime() + INDIA_OFFSET_MS);
}

/** The year in India at an instant. */
export function yearInIndia(at: Date): number {
  return indiaWallClock(at).getUTCFullYear();
}

/** Minutes since midnight in India at an instant. */
export function minutesInIndia(at: Date): number {
  const clock = indiaWallClock(at);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}
