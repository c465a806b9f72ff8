// The reviews screens show the contract's reviewMessages in the reader's language: a message the server sent
// (or a zod issue from the same schema checked in the browser) is looked up under `messages.*` in the reviews
// catalogue; anything else is shown as the server sent it, and a fault or lost connection gets our own words.
import { reviewMessages } from '@kaamsetu/contract';
import type { Notice } from '../ui/form-notice';
import { fieldErrorKeysFor, messageKeyOf, refusalNotice, type ValidationIssue } from '../../lib/contract-messages';

/** A message the server sent on success: ours when we know it, else its own words. */
export function reviewServerNotice(text: string): Notice {
  const key = messageKeyOf(reviewMessages, text);
  return key ? { key: `messages.${key}` } : { text };
}

/** What to show for a failed call: a refusal (4xx) in the reader's language; a fault or lost connection, ours. */
export function reviewFailureNotice(caught: unknown): Notice {
  return refusalNotice(caught, reviewMessages, 'messages', 'failed');
}

const reviewFieldKeys = fieldErrorKeysFor(reviewMessages);

/**
 * The first problem of each field as a reviews catalogue key: a contract message under `messages.*`, anything
 * else (an empty reply, a short reason) as `fallbackKey`.
 */
export function reviewFieldErrors(fallbackKey: string) {
  return (issues: readonly ValidationIssue[]): Map<string, string> =>
    new Map(
      [...reviewFieldKeys(issues)].map(([field, key]) => [
        field,
        key === 'invalidField' ? fallbackKey : `messages.${key}`,
      ]),
    );
}
