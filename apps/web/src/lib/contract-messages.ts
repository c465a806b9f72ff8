// The contract's validation messages are English sentences; forms show the same meaning from their own
// catalogue instead. This finds which message a zod issue carries, so the form can translate it.
import { authMessages } from '@kaamsetu/contract';

export type AuthMessageKey = keyof typeof authMessages;

export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

const keyByMessage = new Map<string, AuthMessageKey>(
  (Object.entries(authMessages) as [AuthMessageKey, string][]).map(([key, message]) => [message, key]),
);

/** The first problem of each field, as a key of `authMessages` ('invalidField' for a message it does not name). */
export function fieldErrorKeys(issues: readonly ValidationIssue[]): Map<string, AuthMessageKey | 'invalidField'> {
  const errors = new Map<string, AuthMessageKey | 'invalidField'>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!errors.has(field)) errors.set(field, keyByMessage.get(issue.message) ?? 'invalidField');
  }
  return errors;
}
