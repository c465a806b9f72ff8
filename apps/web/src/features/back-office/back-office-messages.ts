// The back office shows contract messages in the reader's language: the server's English sentences (and the
// same sentences from the contract's schemas checked in the browser) are looked up in the backOffice
// catalogue, under `messages.*` for backOfficeMessages (ids filled in), `adminMessages.*` for the Admin's
// (values filled in) and `errors.*` for the few others a staff form can meet. Anything else is shown as the server sent it (its own messages come translated).
import { adminMessages, authMessages, backOfficeMessages, profileMessages } from '@kaamsetu/contract';
import type { Notice } from '../../components/ui/form-notice';
import { ApiError, serverMessageOf } from '../../lib/api-client';
import { messageKeyOf, messageTemplateOf, type ValidationIssue } from '../../lib/contract-messages';

const otherMessages = {
  nameRequired: authMessages.nameRequired,
  nameTooLong: authMessages.nameTooLong,
  otpInvalid: authMessages.invalidOtp,
  invalidUserType: authMessages.invalidUserType,
  invalidLanguage: authMessages.invalidLanguage,
  photoRequired: profileMessages.photoRequired,
  photoInvalid: profileMessages.photoInvalid,
  photoTooLarge: profileMessages.photoTooLarge,
  photoTooManyPixels: profileMessages.photoTooManyPixels,
  invalidEmail: profileMessages.invalidEmail,
  // The profile rules the server applies to every save, in a person's own words ("Enter your location").
  locationRequired: profileMessages.locationRequired,
  skillsRequired: profileMessages.skillsRequired,
  contactRequired: profileMessages.contactRequired,
  tooLong: profileMessages.tooLong,
  profileNotFound: profileMessages.profileNotFound,
} as const;

/** The catalogue entry for a contract message, if the back office knows it. */
function noticeFor(text: string): Exclude<Notice, { text: string }> | undefined {
  const template = messageTemplateOf(backOfficeMessages, text);
  if (template) return { key: `messages.${template.key}`, values: template.values };
  const admin = messageTemplateOf(adminMessages, text);
  if (admin) return { key: `adminMessages.${admin.key}`, values: admin.values };
  const other = messageKeyOf(otherMessages, text);
  return other ? { key: `errors.${other}` } : undefined;
}

/** A message the server sent: ours when we know it, else its own words. */
export function serverNotice(text: string): Notice {
  return noticeFor(text) ?? { text };
}

/** What to show for a failed call: a refusal (4xx) in the reader's language; a fault or lost connection, ours. */
export function failureNotice(caught: unknown, fallbackKey = 'errors.unreachable'): Notice {
  const text = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
  return text ? serverNotice(text) : { key: fallbackKey };
}

/** True when someone else already decided what this call tried to decide (the list is out of date). */
export function alreadyHandled(caught: unknown): boolean {
  return caught instanceof ApiError && caught.status === 409;
}

/** The first problem of each field, from the contract's schemas, as a backOffice catalogue key. */
export function fieldErrors(issues: readonly ValidationIssue[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!errors.has(field)) errors.set(field, noticeFor(issue.message)?.key ?? 'errors.invalidField');
  }
  return errors;
}
