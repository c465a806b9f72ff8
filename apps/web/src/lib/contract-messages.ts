// The contract's validation messages are English sentences; forms show the same meaning from their own
// catalogue instead. This finds which message a zod issue (or a server refusal) carries, so the page can
// translate it.
import { ApiError, serverMessageOf } from './api-client';

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

/** The key under which a set of contract messages holds exactly this text, if it holds it. */
export function messageKeyOf<K extends string>(messages: Readonly<Record<K, string>>, text: string): K | undefined {
  return (Object.entries(messages) as [K, string][]).find(([, message]) => message === text)?.[0];
}

/**
 * What to show for a failed call: a refusal (4xx) in our own words when its message is one of `messages`
 * (as `${prefix}.${key}`), else the server's words as sent; a fault or lost connection gets `fallbackKey`.
 */
export function refusalNotice<K extends string>(
  caught: unknown,
  messages: Readonly<Record<K, string>>,
  prefix: string,
  fallbackKey: string,
): { key: string } | { text: string } {
  const text = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
  if (!text) return { key: fallbackKey };
  const key = messageKeyOf(messages, text);
  return key ? { key: `${prefix}.${key}` } : { text };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The key and filled-in values of the message `text` is an instance of, for contract messages with
 * {{placeholders}} ("Report ID {{id}} rejected." matches "Report ID 42 rejected." as { id: '42' }).
 */
export function messageTemplateOf<K extends string>(
  messages: Readonly<Record<K, string>>,
  text: string,
): { key: K; values: Record<string, string> } | undefined {
  for (const [key, message] of Object.entries(messages) as [K, string][]) {
    const names: string[] = [];
    const pattern = message
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (name === undefined) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    const match = new RegExp(`^${pattern}$`).exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}
