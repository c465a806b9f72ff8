// The references already written to an append-only file of JSON lines (the SMS outbox, the fake escrow), for
// their "written once per reference" check. Each check reads only what was appended since the last one, by this
// process or another, instead of the whole file, which grows with every message.
// Synchronous, as the appends that follow a check are: the check and its append cannot interleave with another
// message's in this process, with no queue. Both touch a few hundred bytes of a local file (a developer's and the
// tests' stand-in for a gateway); under a load test the queue's trips through the thread pool, not the writing,
// made every sign-in code wait: p99 of the load mix 143–230 ms with them, 81 ms with the code SMS not written.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const NEWLINE = 0x0a;

function referenceOf(line: string): string | undefined {
  try {
    const value = (JSON.parse(line) as { reference?: unknown }).reference;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export class AppendedReferences {
  /** Bytes of the file read so far. */
  private offset = 0;
  /** The end of a line still being written when last read (split on bytes: a newline never sits inside a character). */
  private unfinished = Buffer.alloc(0);
  private readonly seen = new Set<string>();

  constructor(private readonly file: string) {}

  /** Whether a line with this reference is in the file (none when the file does not exist yet). */
  has(reference: string): boolean {
    this.readAppended();
    return this.seen.has(reference);
  }

  private forget(): void {
    this.offset = 0;
    this.unfinished = Buffer.alloc(0);
    this.seen.clear();
  }

  private readAppended(): void {
    let descriptor: number;
    try {
      descriptor = openSync(this.file, 'r');
    } catch {
      this.forget();
      return;
    }
    try {
      const { size } = fstatSync(descriptor);
      // Shorter than what was read: the file was replaced or emptied, so it is read again from its start.
      if (size < this.offset) this.forget();
      if (size === this.offset) return;
      const appended = Buffer.alloc(size - this.offset);
      const bytesRead = readSync(descriptor, appended, 0, appended.length, this.offset);
      this.offset += bytesRead;
      let text = Buffer.concat([this.unfinished, appended.subarray(0, bytesRead)]);
      for (let end = text.indexOf(NEWLINE); end !== -1; end = text.indexOf(NEWLINE)) {
        const reference = referenceOf(text.subarray(0, end).toString('utf8'));
        if (reference !== undefined) this.seen.add(reference);
        text = text.subarray(end + 1);
      }
      this.unfinished = Buffer.from(text);
    } finally {
      closeSync(descriptor);
    }
  }
}
