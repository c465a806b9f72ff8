// The proposal form's check with the contract's own schema, fetched when the form is first used
// (docs/decisions/014, 2026-11-28) so the page paints without zod.
import {
  AGREEMENT_START_MAX_DAYS_AHEAD,
  agreementMessages,
  proposeAgreementRequestSchema,
  type ProposeAgreementRequest,
} from '@kaamsetu/contract';
import { fieldErrorKeysFor, type ValidationIssue } from '../../lib/contract-messages';
import { paiseFromRupees } from '../../lib/rupees';
import { checkWithSchema, type Checked } from '../../components/ui/use-contract-form';
import { isoDay } from './agreement-text';
import { daysAhead, fieldOrder, formFieldOf, type Field, type ProposalValues } from './proposal-fields';

const keysOf = fieldErrorKeysFor(agreementMessages);

function proposalErrorKeys(issues: readonly ValidationIssue[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const [field, key] of keysOf(issues)) {
    const formField = formFieldOf[field] ?? field;
    if (!errors.has(formField)) errors.set(formField, key === 'invalidField' ? 'propose.invalid' : `messages.${key}`);
  }
  return errors;
}

/** What the form sends, or each field's problem; `today` is the phone's day, as the date box's limits. */
export function checkProposal(
  values: ProposalValues,
  workerId: string,
  today: Date,
): Checked<Field, ProposeAgreementRequest> {
  const amountPaise = values.amount.trim() === '' ? undefined : (paiseFromRupees(values.amount) ?? Number.NaN);
  const input = {
    workerId,
    title: values.title,
    description: values.description.trim() || undefined,
    site: values.site.trim() || undefined,
    hours: values.hours.trim() || undefined,
    amountPaise,
    startsOn: values.startsOn,
    days: values.days.trim() === '' ? undefined : Number(values.days.trim()),
  };
  const checked = checkWithSchema(proposeAgreementRequestSchema, input, fieldOrder, proposalErrorKeys);
  const errors = 'errors' in checked ? { ...checked.errors } : {};
  const outOfRange =
    values.startsOn < isoDay(today) || values.startsOn > isoDay(daysAhead(today, AGREEMENT_START_MAX_DAYS_AHEAD));
  if (!errors.startsOn && outOfRange) errors.startsOn = 'messages.startsOnInvalid';
  return Object.keys(errors).length > 0 || 'errors' in checked ? { errors } : checked;
}
