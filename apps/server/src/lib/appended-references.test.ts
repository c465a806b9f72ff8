// The "written once per reference" check of the outbox files: it must see lines appended by anyone, lines
// finished after a first look, and a file replaced or emptied, while reading each byte once.
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppendedReferences } from './appended-references.js';

describe('AppendedReferences', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kaamsetu-references-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const line = (reference: string, body = 'नमस्ते') => `${JSON.stringify({ to: '+919800000001', body, reference })}\n`;

  it('knows none before the file exists, then each reference appended, by this writer or another', async () => {
    const file = path.join(dir, 'outbox.jsonl');
    const references = new AppendedReferences(file);
    expect(references.has('a')).toBe(false);
    await appendFile(file, line('a'));
    // Another process's writer has its own index; both read what the other appended.
    const other = new AppendedReferences(file);
    await appendFile(file, `${JSON.stringify({ to: '+919800000002', body: 'code 123456' })}\n`);
    await appendFile(file, line('b'));
    expect(other.has('a')).toBe(true);
    expect(references.has('a')).toBe(true);
    expect(references.has('b')).toBe(true);
    expect(references.has('c')).toBe(false);
    await appendFile(file, line('c'));
    expect(references.has('c')).toBe(true);
    expect(other.has('c')).toBe(true);
  });

  it('counts a line only once it is finished, even when a character is cut in two', async () => {
    const file = path.join(dir, 'half.jsonl');
    const references = new AppendedReferences(file);
    const bytes = Buffer.from(line('half', 'தமிழ் செய்தி'));
    // Cut inside the body's Tamil text, in the middle of a character's bytes.
    const cut = bytes.indexOf(Buffer.from('தமிழ்')) + 1;
    await writeFile(file, bytes.subarray(0, cut));
    expect(references.has('half')).toBe(false);
    await appendFile(file, bytes.subarray(cut));
    expect(references.has('half')).toBe(true);
  });

  it('reads a replaced or emptied file again from its start', async () => {
    const file = path.join(dir, 'replaced.jsonl');
    const references = new AppendedReferences(file);
    await writeFile(file, line('old-1') + line('old-2'));
    expect(references.has('old-2')).toBe(true);
    await writeFile(file, line('new'));
    expect(references.has('new')).toBe(true);
    expect(references.has('old-2')).toBe(false);
    await rm(file);
    expect(references.has('new')).toBe(false);
  });
});
