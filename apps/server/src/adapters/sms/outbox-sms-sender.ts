// SMS_PROVIDER=outbox: appends each message as one JSON line {"to","body","at"} to a file instead of sending
// it, so a developer and the browser tests can read the codes. Refused in production by config.ts. A message
// with a reference is written once: a reference already in the file is dropped, as the real gateway must.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { inFileQueue } from '../../lib/file-queue.js';
import { maskDigits } from '../../lib/log-safety.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

async function hasReference(file: string, reference: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return false;
  }
  const needle = `"reference":${JSON.stringify(reference)}`;
  return text.split('\n').some((line) => line.includes(needle));
}

export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly file: string,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await inFileQueue(this.file, async () => {
      if (message.reference && (await hasReference(this.file, message.reference))) {
        this.log?.info({ reference: message.reference }, 'SMS already in the outbox, not written again');
        return;
      }
      const line = JSON.stringify({
        to: message.to,
        body: message.body,
        at: this.clock.now().toISOString(),
        ...(message.reference ? { reference: message.reference } : {}),
      });
      await appendFile(this.file, `${line}\n`, { mode: 0o600 });
      // The code and the full number stay in the outbox file; logs never carry either.
      this.log?.info({ to: maskDigits(message.to), outbox: this.file }, 'SMS written to the outbox');
    });
  }
}
