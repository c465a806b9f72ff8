// The one-time codes the server "sent": in tests its SMS adapter appends each message as one JSON line
// ({ to, body, at }) to sms-outbox.jsonl in the server's data directory. Also hands out unused numbers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface OutboxLine {
  to: string;
  body: string;
  at: string;
}

const CODE = /\b(\d{6})\b/;

function outboxFile(): string {
  const dataDir = process.env.KAAMSETU_E2E_DATA_DIR;
  if (!dataDir) throw new Error('KAAMSETU_E2E_DATA_DIR is not set; run through playwright.config.ts');
  return path.join(dataDir, 'sms-outbox.jsonl');
}

/** Every message sent so far, oldest first; nothing yet when the file does not exist. */
export async function readOutbox(): Promise<OutboxLine[]> {
  let text: string;
  try {
    text = await readFile(outboxFile(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines: OutboxLine[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      lines.push(JSON.parse(line) as OutboxLine);
    } catch {
      // The last line may be half-written while the server appends it; the next poll reads it whole.
    }
  }
  return lines;
}

/** The messages sent to one number (E.164, e.g. "+919876543210"), oldest first. */
export async function messagesTo(phone: string): Promise<OutboxLine[]> {
  return (await readOutbox()).filter((line) => line.to === phone);
}

/**
 * The code in the newest SMS to `phone`, waiting up to ~15 s for it to arrive (a loaded CI box is slow). Pass `since` (taken just
 * before the action that sends it) when an older code to the same number must not be picked up.
 */
export async function latestOtp(phone: string, { since }: { since?: Date } = {}): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const newest = (await messagesTo(phone))
      .filter((line) => since === undefined || new Date(line.at).getTime() >= since.getTime())
      .at(-1);
    const code = newest ? CODE.exec(newest.body)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) {
      throw new Error(`No OTP SMS to ${phone}${since ? ` since ${since.toISOString()}` : ''} in ${outboxFile()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A mobile number no other test uses: '9' and nine random digits, as typed and in E.164. */
export function randomMobile(): { local: string; e164: string } {
  const local = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return { local, e164: `+91${local}` };
}
