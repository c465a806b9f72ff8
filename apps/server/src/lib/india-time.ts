// India's calendar: one time zone, UTC+05:30, no daylight saving. Days that matter to people (a job's start,
// "free today", a day's SMS cap) are India days, whatever the server's own zone.
const OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The India date ("2026-11-26") at an instant. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India date begins (its midnight in India). */
export function indiaMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS);
}

/** The India date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `date` is a real calendar date written as YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
}
