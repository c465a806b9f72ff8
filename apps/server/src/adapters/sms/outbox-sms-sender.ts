// SMS_PROVIDER=outbox: appends each message as one JSON line {"to","body","at"} to a file instead of sending
// it, so a developer and the browser tests can read the codes. Refused in production by config.ts.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { maskDigits } from '../../lib/log-safety.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly file: string,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    const line = JSON.stringify({ to: message.to, body: message.body, at: this.clock.now().toISOString() });
    await appendFile(this.file, `${line}\n`, { mode: 0o600 });
    // The code and the full number stay in the outbox file; logs never carry either.
    this.log?.info({ to: maskDigits(message.to), outbox: this.file }, 'SMS written to the outbox');
  }
}
