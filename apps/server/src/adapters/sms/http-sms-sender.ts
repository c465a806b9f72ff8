// SMS_PROVIDER=http: posts each message to an Indian SMS gateway. Indian operators only deliver messages
// whose text matches a template registered on the DLT platform, so the sender id and template id travel
// with every message. A message's reference travels as `clientReference`: the gateway must accept a
// reference once and drop repeats (docs/decisions/022-notifications.md), as the outbox adapter does.
import type { SmsMessage, SmsSender } from './sms-sender.js';

export interface HttpSmsSettings {
  url: string;
  apiKey: string;
  senderId: string;
  dltTemplateId: string;
}

const TIMEOUT_MS = 5_000;

export class HttpSmsSender implements SmsSender {
  constructor(private readonly settings: HttpSmsSettings) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.settings.apiKey}` },
      body: JSON.stringify({
        to: message.to,
        message: message.body,
        senderId: this.settings.senderId,
        dltTemplateId: this.settings.dltTemplateId,
        ...(message.reference ? { clientReference: message.reference } : {}),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(`SMS gateway answered ${response.status}`);
    }
  }
}
