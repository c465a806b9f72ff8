// Hostile input, driven by the OpenAPI document: every operation gets fast-check–generated malformed requests
// (bad tokens, bodies and parameters outside their schemas, deep and huge JSON, wrong content types, broken
// multipart, junk query strings and headers), unauthenticated and as each role. Every answer must be a 4xx in
// the one error shape, with nothing internal in it, and no table may change. The seed is fixed, so a run is
// repeatable; FUZZ_RUNS and FUZZ_SEED make a longer or different run. With both databases the runs are shared
// between them, each with its own seeds: the same number of distinct requests in all, and half the time.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { errorResponseSchema } from '@kaamsetu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/auth-flows.js';
import { databaseKinds } from '../support/databases.js';
import { signInStaff } from '../support/staff-flows.js';
import { snapshotTables, type TableSnapshot } from '../support/table-snapshot.js';
import { useTestApp } from '../support/test-app.js';
import {
  malformedRequests,
  operationsOf,
  type MalformedRequest,
  type Operation,
  type Tokens,
} from './malformed-requests.js';

const RUNS_PER_OPERATION = Math.ceil(Number(process.env.FUZZ_RUNS ?? 40) / databaseKinds.length);
const FIRST_SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);

/** What must never reach a client: stack frames, source paths, SQL and database error texts. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s*at |\bat [\w$.<>]+ \(|\(?(file:\/\/|node:)?[\w/.-]+\.[cm]?[jt]s:\d+:\d+/],
  ['a source path', /node_modules|\/work\/|\/apps\/server\/|\/src\/[\w/-]+\.[jt]s|file:\/\//],
  ['SQL', /\b(select|insert into|update|delete from)\b[^"]*\b(from|where|set|values|returning)\b/i],
  [
    'a database error',
    /syntax error at or near|violates [\w ]+ constraint|relation "|column "|invalid input syntax|duplicate key|out of range for type|PGlite|drizzle|pg_catalog/i,
  ],
];

/**
 * Tables an operation writes when it accepts a request that is odd but valid (a tolerated flaw). Only these may
 * change, and only after such an acceptance: the number check counts every check it answers, for its throttle.
 */
const WRITES_WHEN_ACCEPTED: Record<string, string[]> = {
  'GET /api/number-check': ['number_checks'],
};

/** The snapshot without the tables an accepted request of this operation may write. */
function withoutAcceptedWrites(snapshot: TableSnapshot, operation: string, accepted: boolean): TableSnapshot {
  if (!accepted) return snapshot;
  const allowed = new Set(WRITES_WHEN_ACCEPTED[operation] ?? []);
  return Object.fromEntries(Object.entries(snapshot).filter(([table]) => !allowed.has(table)));
}

function expectCleanRefusal(request: MalformedRequest, response: LightMyRequestResponse): void {
  const label = `${request.method} ${request.url.slice(0, 200)} (${request.flaw}, as ${request.identity})`;
  expect(response.statusCode, `${label}: ${response.body.slice(0, 500)}`).toBeLessThan(500);
  if (request.mustRefuse) {
    expect(response.statusCode, `${label} was accepted: ${response.body.slice(0, 500)}`).toBeGreaterThanOrEqual(400);
  }
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.body);
  if (response.statusCode >= 400) {
    const parsed = errorResponseSchema.safeParse(body);
    expect(parsed.success, `${label}: not the error shape: ${response.body.slice(0, 500)}`).toBe(true);
  }
  for (const [what, pattern] of LEAKS) {
    expect(pattern.test(response.body), `${label} leaks ${what}: ${response.body.slice(0, 500)}`).toBe(false);
  }
}

describe.each(databaseKinds)('malformed requests for every API operation (%s)', (kind) => {
  const SEED = FIRST_SEED + databaseKinds.indexOf(kind) * 100_000;
  // The per-IP limit would answer most of the run with 429s; the fuzz is about what lies behind it.
  const t = useTestApp(kind, { RATE_LIMIT_PER_MINUTE: '100000000' });
  let operations: Operation[];
  let tokens: Tokens;

  beforeAll(async () => {
    const labourer = await signUp(t.app, t.config, { name: 'Fuzz Labourer', userType: 'Labourer' });
    const employer = await signUp(t.app, t.config, { name: 'Fuzz Employer', userType: 'Employer' });
    const employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
    const admin = await signInStaff(t.app, t.config, t.db.database, 'Admin');
    tokens = {
      byRole: { Labourer: labourer.token, Employer: employer.token, Employee: employee.token, Admin: admin.token },
      personId: labourer.userId,
      staffId: admin.id,
    };
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(document.json());
  });

  it('answers each with a clean 4xx and writes nothing', { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(60);
    const started = performance.now();
    const statuses = new Map<number, number>();
    const flaws = new Map<string, number>();
    let tried = 0;
    const before = await snapshotTables(t.db.database);

    for (const [index, op] of operations.entries()) {
      const name = `${op.method} ${op.path}`;
      const opBefore = await snapshotTables(t.db.database);
      let behindAuth = false;
      let validTokenTries = 0;
      let accepted = false;
      await fc.assert(
        fc.asyncProperty(malformedRequests(op, tokens), async (request) => {
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          tried += 1;
          if (response.statusCode < 400) accepted = true;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const flawKind = request.flaw.split(':')[0] ?? request.flaw;
          flaws.set(flawKind, (flaws.get(flawKind) ?? 0) + 1);
          if (op.secured && !request.flaw.startsWith('auth') && request.identity !== 'none') {
            validTokenTries += 1;
            if (response.statusCode !== 401 && response.statusCode !== 403) behindAuth = true;
          }
          expectCleanRefusal(request, response);
        }),
        { seed: SEED + index, numRuns: RUNS_PER_OPERATION },
      );
      expect(
        withoutAcceptedWrites(await snapshotTables(t.db.database), name, accepted),
        `${name} changed stored data`,
      ).toEqual(withoutAcceptedWrites(opBefore, name, accepted));
      // With a valid token of the right kind, the malformed parts must be what gets refused, not the token.
      if (validTokenTries > 0) expect(behindAuth, `${name}: no request got past authentication`).toBe(true);
    }

    const acceptedWrites = Object.values(WRITES_WHEN_ACCEPTED).flat();
    const exceptAccepted = (snapshot: TableSnapshot) =>
      Object.fromEntries(Object.entries(snapshot).filter(([table]) => !acceptedWrites.includes(table)));
    expect(exceptAccepted(await snapshotTables(t.db.database))).toEqual(exceptAccepted(before));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[fuzz ${kind}] ${tried} malformed requests over ${operations.length} operations in ${seconds} s ` +
        `(seed ${SEED}, ${RUNS_PER_OPERATION} per operation); statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `flaws ${JSON.stringify(Object.fromEntries(flaws))}`,
    );
    expect(tried).toBe(operations.length * RUNS_PER_OPERATION);
  });
});
