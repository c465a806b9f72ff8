// Reads the codes the outbox SMS adapter wrote, the way a developer or the browser tests do.
import { readFileSync } from 'node:fs';

export interface OutboxMessage {
  to: string;
  body: string;
  at: string;
}

export function outboxMessages(file: string): OutboxMessage[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** The code in the newest SMS sent to this E.164 number. */
export function latestCode(file: string, phone: string): string {
  const message = outboxMessages(file)
    .filter((entry) => entry.to === phone)
    .at(-1);
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}
