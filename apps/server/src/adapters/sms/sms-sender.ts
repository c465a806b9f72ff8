// The edge of the world for text messages: everything that sends an SMS goes through this interface.
export interface SmsMessage {
  /** E.164 number, e.g. +919876543210. */
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
