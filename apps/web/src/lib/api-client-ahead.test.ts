// startAhead/takeAhead: a page's first request sent before its code runs, taken once by the page's query.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAhead, takeAhead } from './api-client';

afterEach(() => {
  vi.useRealTimers();
});

describe('a request started ahead', () => {
  it('is sent once and its answer taken once', async () => {
    const request = vi.fn(() => Promise.resolve('the wallet'));
    startAhead('wallet', request);
    startAhead('wallet', request);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(takeAhead<string>('wallet')).resolves.toBe('the wallet');
    expect(takeAhead('wallet')).toBeUndefined();
  });

  it('is not handed to another key', () => {
    startAhead('profile a', () => Promise.resolve('a'));
    expect(takeAhead('profile b')).toBeUndefined();
    expect(takeAhead('profile a')).toBeDefined();
  });

  it('is dropped when not taken within 30 seconds', () => {
    vi.useFakeTimers();
    startAhead('search', () => Promise.resolve('old results'));
    vi.advanceTimersByTime(30_001);
    expect(takeAhead('search')).toBeUndefined();
  });

  it('hands over a failure for the taker to report, and is no unhandled error untaken', async () => {
    startAhead('failing', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(takeAhead('failing')).rejects.toThrow('Failed to fetch');
    startAhead('never taken', () => Promise.reject(new TypeError('Failed to fetch')));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
