// The servers whose clock a project's tests move (POST /api/dev/clock), one per project, named as the project:
// global-setup.ts starts them, fixtures.ts points a project's workers at its own, playwright.config.ts names them.
export const clockServers = ['clock-jobs', 'clock-dead-numbers', 'clock-agreements'] as const;
export type ClockServer = (typeof clockServers)[number];
