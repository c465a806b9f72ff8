// The contract's validation messages are English sentences; forms show the same meaning from their own
// catalogue instead. This finds which message a zod issue carries, so the form can translate it.
import { authMessages } from '@kaamsetu/contract';

export type AuthMessageKey = keyof typeof authMessages;

export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A reader for one set of contract messages: the first problem of each field, as the key of its message
 * ('invalidField' for a message the set does not name).
 */
export function fieldErrorKeysFor<K extends string>(
  messages: Readonly<Record<K, string>>,
): (issues: readonly ValidationIssue[]) => Map<string, K | 'invalidField'> {
  const keyByMessage = new Map((Object.entries(messages) as [K, string][]).map(([key, message]) => [message, key]));
  return (issues) => {
    const errors = new Map<string, K | 'invalidField'>();
    for (const issue of issues) {
      const field = String(issue.path[0] ?? '');
      if (!errors.has(field)) errors.set(field, keyByMessage.get(issue.message) ?? 'invalidField');
    }
    return errors;
  };
}

/** The first problem of each field, as a key of `authMessages` ('invalidField' for a message it does not name). */
export const fieldErrorKeys = fieldErrorKeysFor(authMessages);
