// Picks the SMS adapter the configuration asks for.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { HttpSmsSender } from './http-sms-sender.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import type { SmsSender } from './sms-sender.js';

export function createSmsSender(config: SmsConfig, clock: Clock, log?: FastifyBaseLogger): SmsSender {
  return config.provider === 'outbox' ? new OutboxSmsSender(config.outboxFile, clock, log) : new HttpSmsSender(config);
}
