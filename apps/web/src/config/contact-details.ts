// KaamSetu's public contact addresses, kept only here: pages pass them into translated sentences as
// {{email}}, and withEmailLinks makes them tappable. There is deliberately no phone line listed.
import { createElement, type ReactNode } from 'react';

export const contactDetails = {
  supportEmail: 'support@kaamsetu.in',
  grievanceEmail: 'grievance@kaamsetu.in',
} as const;

const addresses: readonly string[] = Object.values(contactDetails);
const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The capturing group makes split() keep each address as its own part.
const addressPattern = new RegExp(`(${addresses.map(escapeForRegExp).join('|')})`);

/** Splits a translated sentence so each KaamSetu address in it becomes a mailto link. */
export function withEmailLinks(text: string): ReactNode[] {
  return text
    .split(addressPattern)
    .map((part, index) =>
      addresses.includes(part) ? createElement('a', { key: index, href: `mailto:${part}` }, part) : part,
    );
}
