// Picks the language for a server message from the request's Accept-Language header.
import { languages, serverMessages, type Language, type ServerMessageKey } from '@kaamsetu/contract';

export function preferredLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag && (languages as readonly string[]).includes(tag)) return tag as Language;
  }
  return 'en';
}

export function serverMessage(key: ServerMessageKey, acceptLanguage: string | undefined): string {
  return serverMessages[key][preferredLanguage(acceptLanguage)];
}
