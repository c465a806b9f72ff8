// The job form's check with the contract's own schema, fetched when the form is first used (docs/decisions/014,
// 2026-11-28) so the post and edit pages paint without zod and the trade vocabulary.
import { jobMessages, postJobRequestSchema, type PostJobRequest } from '@kaamsetu/contract';
import { fieldErrorKeysFor, type ValidationIssue } from '../../lib/contract-messages';
import { paiseFromRupees } from '../../lib/rupees';
import { checkWithSchema, type Checked } from '../../components/ui/use-contract-form';
import { fieldOrder, formFieldOf, type Field, type JobFormValues } from './job-form-fields';

const jobKeysOf = fieldErrorKeysFor(jobMessages);

function jobErrorKeys(issues: readonly ValidationIssue[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const [field, key] of jobKeysOf(issues)) {
    const formField = formFieldOf[field] ?? field;
    if (!errors.has(formField)) errors.set(formField, key === 'invalidField' ? 'post.invalidField' : `messages.${key}`);
  }
  return errors;
}

/** What the form sends, or each field's problem. */
export function checkJobForm(values: JobFormValues): Checked<Field, PostJobRequest> {
  const wagePaise = values.wage.trim() === '' ? undefined : (paiseFromRupees(values.wage) ?? Number.NaN);
  const input = {
    title: values.title,
    trade: values.trade,
    description: values.description.trim() || undefined,
    wagePaise,
    wagePer: values.wagePer,
    placeId: values.placeId,
    startsOn: values.startsOn,
    days: values.days.trim() === '' ? undefined : Number(values.days),
    workers: values.workers.trim() === '' ? undefined : Number(values.workers),
    contactHours: values.contactHours.trim() || undefined,
  };
  const checked = checkWithSchema(postJobRequestSchema, input, fieldOrder, jobErrorKeys);
  // The schema also takes a map point; this form always sends a picked place.
  if (values.placeId === undefined) {
    const errors = 'errors' in checked ? checked.errors : {};
    return { errors: { ...errors, place: 'messages.placeRequired' } };
  }
  return checked;
}
