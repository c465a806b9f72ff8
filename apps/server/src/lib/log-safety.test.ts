// What reaches a log line about a request or an error: never a number, a code or what was searched for.
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { errorForLog, maskDigits, requestForLog } from './log-safety.js';

describe('log safety', () => {
  it('masks long digit runs and keeps short numbers', () => {
    expect(maskDigits('/api/staff/people/9876543210')).toBe('/api/staff/people/••••••••10');
    expect(maskDigits('page 42')).toBe('page 42');
  });

  it('logs a request by its path only, so searches by name or number stay out', () => {
    const request = { method: 'GET', url: '/api/staff/people?q=98765+43210&name=Ramesh', ip: '10.0.0.1' };
    expect(requestForLog(request as FastifyRequest)).toEqual({
      method: 'GET',
      url: '/api/staff/people',
      remoteAddress: '10.0.0.1',
    });
  });

  it("drops a failed query's parameters from the error, its stack and its causes", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_unique"'), {
      code: '23505',
      detail: 'Key (phone)=(+919876543210) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into users (phone) values ($1)\nparams: +919876543210', { cause }),
      { query: 'insert into users (phone) values ($1)', params: ['+919876543210'] },
    );
    const logged = JSON.stringify(errorForLog(failed));
    expect(logged).not.toContain('9876543210');
    expect(logged).toContain('Failed query: insert into users');
    expect(logged).toContain('23505');
  });
});
