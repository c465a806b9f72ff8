// Starts the built KaamSetu server for the whole browser run: a free port, a throw-away DATA_DIR, the embedded
// database. Tests read its address from KAAMSETU_E2E_URL. Each project of tests that move the server's clock
// (POST /api/dev/clock) has a server of its own, the same in every way, so they run beside the others and beside
// each other instead of one after another after them (playwright.config.ts; support/fixtures.ts points their
// workers at it).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { prepareAudiences } from './audiences';
import { clockServers } from './clock-servers';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`KaamSetu did not become ready at ${url}:\n${output()}`);
}

// Staff accounts exist before the server starts, made with the same CLI an operator uses. The back-office
// journey has its own pair, so the sign-in tests logging theirs out (which ends all their sessions) cannot
// end its sessions halfway; the Admin screens' journey has its own Admin, whose codes no other test reads.
const e2eStaff = {
  admin: { name: 'Asha Rao', phone: '+919811100001', passcode: 'e2e-admin-passcode' },
  employee: { name: 'Ravi Kumar', phone: '+919811100002' },
  backOfficeAdmin: { name: 'Meena Iyer', phone: '+919811100003', passcode: 'e2e-back-office-admin-passcode' },
  backOfficeEmployee: { name: 'Arjun Singh', phone: '+919811100004' },
  adminScreensAdmin: { name: 'Kavita Menon', phone: '+919811100005', passcode: 'e2e-admin-screens-passcode' },
  // The every-route check's Admin, signed in once below and never signed out.
  routesAdmin: { name: 'Lakshmi Narayanan', phone: '+919811100006', passcode: 'e2e-every-route-passcode' },
  // safety.spec.ts's Employee (scam reports and due process), so no other test's sign-in codes cross theirs.
  safetyEmployee: { name: 'Farah Qureshi', phone: '+919811100007' },
  // badges.spec.ts's Employee, who records an ID check.
  badgesEmployee: { name: 'Farhan Ali', phone: '+919811100008' },
} as const;

const run = promisify(execFile);

async function createStaff(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  const { stdout: output } = await run(process.execPath, ['apps/server/dist/cli/create-staff.js', ...args], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  const staffCode = /(ADM|EMP)-\d{4}/.exec(output)?.[0];
  if (!staffCode) throw new Error(`create-staff printed no user id: ${output}`);
  return staffCode;
}

interface RunningServer {
  url: string;
  dataDir: string;
  /** Staff user ids, by e2eStaff key, for the Employees. */
  employeeIds: Record<string, string>;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers: ChildProcess[] = [];
  const dataDirs: string[] = [];
  // Stops the servers and removes their DATA_DIRs: after the run, and also when starting them fails part way.
  const tearDown = async () => {
    await Promise.all(
      servers.map(async (server) => {
        if (server.exitCode !== null || server.signalCode !== null) return;
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }),
    );
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  try {
    const newDataDir = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kaamsetu-e2e-'));
      dataDirs.push(dataDir);
      return dataDir;
    };
    const mainDir = newDataDir();
    const employeeIds = await prepareDataDir(mainDir);
    // Each clock's server starts from a copy of the same database: the same staff, made once.
    const clockDirs = clockServers.map(() => {
      const clockDir = newDataDir();
      cpSync(mainDir, clockDir, { recursive: true });
      return clockDir;
    });
    const launch = async (dataDir: string): Promise<RunningServer> => ({
      url: await startServer(await freePort(), dataDir, (child) => servers.push(child)),
      dataDir,
      employeeIds,
    });
    const [main, ...clocks] = await Promise.all([launch(mainDir), ...clockDirs.map(launch)]);
    if (!main) throw new Error('The main server did not start');
    exportSetup(
      main,
      Object.fromEntries(
        clocks.map((clock, index) => [clockServers[index], { url: clock.url, dataDir: clock.dataDir }]),
      ),
    );
    await prepareAudiences(main.url, e2eStaff.routesAdmin);
  } catch (error) {
    await tearDown();
    throw error;
  }
  return tearDown;
}

/** What the tests read: the servers' addresses and data directories, and the staff members' sign-in details. */
function exportSetup(main: RunningServer, clocks: Record<string, { url: string; dataDir: string }>): void {
  const { admin, employee, backOfficeAdmin, backOfficeEmployee, adminScreensAdmin, safetyEmployee, badgesEmployee } =
    e2eStaff;
  Object.assign(process.env, {
    KAAMSETU_E2E_URL: main.url,
    KAAMSETU_E2E_DATA_DIR: main.dataDir,
    KAAMSETU_E2E_CLOCK_SERVERS: JSON.stringify(clocks),
    KAAMSETU_E2E_ADMIN_PASSCODE: admin.passcode,
    KAAMSETU_E2E_ADMIN_PHONE: admin.phone,
    KAAMSETU_E2E_EMPLOYEE_ID: main.employeeIds.employee,
    KAAMSETU_E2E_EMPLOYEE_PHONE: employee.phone,
    KAAMSETU_E2E_BACK_OFFICE_ADMIN_PASSCODE: backOfficeAdmin.passcode,
    KAAMSETU_E2E_BACK_OFFICE_ADMIN_PHONE: backOfficeAdmin.phone,
    KAAMSETU_E2E_BACK_OFFICE_EMPLOYEE_ID: main.employeeIds.backOfficeEmployee,
    KAAMSETU_E2E_BACK_OFFICE_EMPLOYEE_PHONE: backOfficeEmployee.phone,
    KAAMSETU_E2E_BADGES_EMPLOYEE_ID: main.employeeIds.badgesEmployee,
    KAAMSETU_E2E_BADGES_EMPLOYEE_PHONE: badgesEmployee.phone,
    KAAMSETU_E2E_ADMIN_SCREENS_PASSCODE: adminScreensAdmin.passcode,
    KAAMSETU_E2E_ADMIN_SCREENS_PHONE: adminScreensAdmin.phone,
    KAAMSETU_E2E_SAFETY_EMPLOYEE_ID: main.employeeIds.safetyEmployee,
    KAAMSETU_E2E_SAFETY_EMPLOYEE_PHONE: safetyEmployee.phone,
  });
}

/** The environment of the server and its command-line tools: this run's DATA_DIR, never a real database. */
function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _unused, REDIS_URL: _alsoUnused, ...inherited } = process.env;
  return { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
}

/** Makes the staff accounts and the two sample people in a new DATA_DIR; returns the Employees' user ids. */
async function prepareDataDir(dataDir: string): Promise<Record<string, string>> {
  // No demo people (but the two samples below): the browser tests search for the people they create and must find
  // exactly those.
  const cliEnv = { ...serverEnv(dataDir), SEED_DEMO: 'false' };
  // One after the other: each opens the embedded database, which one process holds at a time.
  const employeeIds: Record<string, string> = {};
  for (const [key, person] of Object.entries(e2eStaff)) {
    const details = ['--name', person.name, '--phone', person.phone];
    if ('passcode' in person) await createStaff(cliEnv, ['--role', 'Admin', ...details, '--passcode', person.passcode]);
    else employeeIds[key] = await createStaff(cliEnv, ['--role', 'Employee', ...details]);
  }
  // Two sample people for samples.spec.ts (the first two a new install makes: a house help and cook in Dehradun,
  // a tailor in Ahmedabad; no test makes either trade). The screenshots' new install makes its 300 itself.
  if (process.env.KAAMSETU_E2E_SEED_DEMO !== 'true') {
    await run(process.execPath, ['apps/server/dist/cli/seed-demo.js', '--count', '2'], { cwd: repoRoot, env: cliEnv });
  }
  return employeeIds;
}

/** Starts a server on a prepared DATA_DIR (handing it to `started` at once), waits until it is ready: its address. */
async function startServer(port: number, dataDir: string, started: (server: ChildProcess) => void): Promise<string> {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...serverEnv(dataDir),
      HOST: '127.0.0.1',
      PORT: String(port),
      // The screenshots (screens.config.ts) want the demo people a new install shows; the tests do not.
      SEED_DEMO: process.env.KAAMSETU_E2E_SEED_DEMO === 'true' ? 'true' : 'false',
      // Tests search right after creating people; a cached answer would hide them.
      SEARCH_CACHE_SECONDS: '0',
      // A short resend cooldown lets the Resend test run without a long wait.
      OTP_RESEND_COOLDOWN_SECONDS: '3',
      // jobs.spec.ts reads a job SMS from the outbox: the sender looks for due messages every second.
      NOTIFICATION_SEND_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started(server);
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, () => output);
  return url;
}
