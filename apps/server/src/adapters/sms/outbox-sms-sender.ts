// SMS_PROVIDER=outbox: appends each message as one JSON line {"to","body","at"} to a file instead of sending
// it, so a developer and the browser tests can read the codes. Refused in production by config.ts. A message
// with a reference is written once: a reference already in the file is dropped, as the real gateway must.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AppendedReferences } from '../../lib/appended-references.js';
import type { Clock } from '../../lib/clock.js';
import { maskDigits } from '../../lib/log-safety.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

export class OutboxSmsSender implements SmsSender {
  private readonly references: AppendedReferences;

  constructor(
    private readonly file: string,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.references = new AppendedReferences(file);
  }

  // Synchronous, so a check and its append never interleave with another message's (lib/appended-references.ts).
  async send(message: SmsMessage): Promise<void> {
    mkdirSync(path.dirname(this.file), { recursive: true });
    if (message.reference && this.references.has(message.reference)) {
      this.log?.info({ reference: message.reference }, 'SMS already in the outbox, not written again');
      return;
    }
    const line = JSON.stringify({
      to: message.to,
      body: message.body,
      at: this.clock.now().toISOString(),
      ...(message.reference ? { reference: message.reference } : {}),
    });
    appendFileSync(this.file, `${line}\n`, { mode: 0o600 });
    // The code and the full number stay in the outbox file; logs never carry either.
    this.log?.info({ to: maskDigits(message.to), outbox: this.file }, 'SMS written to the outbox');
  }
}
