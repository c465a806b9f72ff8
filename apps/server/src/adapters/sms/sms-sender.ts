// The edge of the world for text messages: everything that sends an SMS goes through this interface.
export interface SmsMessage {
  /** E.164 number, e.g. +919876543210. */
  to: string;
  body: string;
  /**
   * Stable for one message however often it is tried (notifications: `outbox:<id>`). A sender that crashed
   * after the gateway took a message but before recording it tries again with the same reference, and the
   * adapter (or the gateway) must drop the repeat, so nobody gets the SMS twice.
   */
  reference?: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
