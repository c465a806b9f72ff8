// The one way a form is written (docs/decisions/014): what was typed, each field's problem, the form's
// message line and the busy button, with the same keyboard handling everywhere. A submit is checked in the
// browser first (usually with the contract's zod schema, the one the server checks with), the first field
// with a problem gets the keyboard; a failed send gives it back to the submit button. A check may be fetched
// when the form is first used (`load-on-first-use.ts`), so a page with a form paints without zod.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ValidationIssue } from '../../lib/contract-messages';
import { focusFirstError } from './form-field';
import type { Notice } from './form-notice';

/** Each field's problem, as a catalogue key. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * What a check decided: the field problems to show, a message to show instead of sending (nothing changed),
 * or the data to send. `errors` that name no field of the form still stop the send.
 */
export type Checked<F extends string, D> = { errors: FieldErrors<F> } | { status: Notice } | { data: D };

/** What a failed send shows: a message under the form, or a problem of one field (the keyboard goes there). */
export type Failure<F extends string> = Notice | { field: F; key: string };

/**
 * After a successful send: 'leave' keeps the button busy (the form is going away or the page moves on),
 * 'stay' frees it, 'refocus' frees it and puts the keyboard back on it (a form that is edited again).
 */
export type AfterSend = 'leave' | 'stay' | 'refocus';

export interface FormSubmitOptions<F extends string, D> {
  /** The fields in screen order: the first with a problem gets the keyboard. */
  fields: readonly F[];
  /** The id of a field's control. */
  idOf: (field: F) => string;
  /** May answer later, when the check's code is still on its way (load-on-first-use.ts); the button is busy meanwhile. */
  check: () => Checked<F, D> | Promise<Checked<F, D>>;
  /** Sends the checked data; a returned notice is shown as the form's status. Throws when it failed. */
  send: (data: D) => Promise<Notice | void>;
  failure: (caught: unknown) => Failure<F>;
  afterSend?: AfterSend;
}

/** A form's submit: its problems, messages and busy state, and the refs the keyboard handling needs. */
export function useFormSubmit<F extends string, D>(options: FormSubmitOptions<F, D>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [error, setError] = useState<Notice | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // A second press while a check's code is still arriving is ignored, as one while sending is.
  const checking = useRef(false);

  function focusField(field: F) {
    formRef.current?.querySelector<HTMLElement>(`#${options.idOf(field)}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || checking.current) return;
    setError(null);
    setStatus(null);
    const answer = options.check();
    let checked: Checked<F, D>;
    if (answer instanceof Promise) {
      checking.current = true;
      setBusy(true);
      try {
        checked = await answer;
      } catch (caught) {
        // The check's code could not be fetched (offline): said as a failed send is.
        checking.current = false;
        showFailure(caught);
        return;
      }
      checking.current = false;
      if (!('data' in checked)) {
        // Freed and rendered before the keyboard moves: the disabled button lost it, and takes it back below
        // unless a field with a problem does.
        flushSync(() => setBusy(false));
        if ('status' in checked) submitRef.current?.focus();
      }
    } else {
      checked = answer;
    }
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstError(formRef.current, options.fields, checked.errors, options.idOf);
      return;
    }
    setErrors({});
    if ('status' in checked) {
      setStatus(checked.status);
      return;
    }
    setBusy(true);
    const afterSend = options.afterSend ?? 'leave';
    try {
      const notice = await options.send(checked.data);
      if (notice) setStatus(notice);
      if (afterSend === 'stay') setBusy(false);
      if (afterSend === 'refocus') {
        // The disabled button lost the keyboard focus; give it back so the next change starts from there.
        flushSync(() => setBusy(false));
        submitRef.current?.focus();
      }
    } catch (caught) {
      showFailure(caught);
    }
  }

  function showFailure(caught: unknown) {
    const failed = options.failure(caught);
    const field = 'field' in failed ? failed.field : undefined;
    // Rendered at once, so the button is enabled again before it takes the keyboard focus back.
    flushSync(() => {
      setBusy(false);
      if ('field' in failed) setErrors({ [failed.field]: failed.key } as FieldErrors<F>);
      else setError(failed);
    });
    if (field === undefined) submitRef.current?.focus();
    else focusField(field);
  }

  return {
    errors,
    setErrors,
    error,
    setError,
    status,
    busy,
    formRef,
    submitRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}

export interface ContractFormOptions<V, F extends string, D> extends Omit<FormSubmitOptions<F, D>, 'check'> {
  initial: V | (() => V);
  /** Checks what was typed; see Checked. */
  check: (values: V) => Checked<F, D> | Promise<Checked<F, D>>;
}

/** useFormSubmit for a form that keeps what was typed itself. */
export function useContractForm<V extends object, F extends string, D>(options: ContractFormOptions<V, F, D>) {
  const [values, setValues] = useState<V>(options.initial);
  const form = useFormSubmit({ ...options, check: () => options.check(values) });
  function change<K extends keyof V>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }
  /**
   * What ties a text box, text area or select to a field: its id, value, change handler and problem, the
   * problem's catalogue key read with `t`.
   */
  function fieldProps<K extends F & keyof V>(field: K, t: (key: string) => string) {
    const problem = form.errors[field];
    return {
      id: options.idOf(field),
      value: String(values[field]),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        change(field, event.target.value as V[K]),
      error: problem ? t(problem) : undefined,
    };
  }
  return { ...form, values, setValues, change, fieldProps };
}

interface SafeParser<D> {
  safeParse(input: unknown): { success: true; data: D } | { success: false; error: { issues: ValidationIssue[] } };
}

/**
 * Checks `input` with a contract schema: the data, or the first problem of each of `fields` as the catalogue
 * key `keysOf` finds for it (problems of other fields are not shown, but still stop the send).
 */
export function checkWithSchema<F extends string, D>(
  schema: SafeParser<D>,
  input: unknown,
  fields: readonly F[],
  keysOf: (issues: readonly ValidationIssue[]) => Map<string, string>,
): Checked<F, D> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors<F> = {};
  for (const [field, key] of keysOf(parsed.error.issues)) {
    if ((fields as readonly string[]).includes(field)) errors[field as F] = key;
  }
  return { errors };
}

/** Field problems found by the form's own rules: none means the data may be sent. */
export function checkedBy<F extends string, D>(errors: FieldErrors<F>, data: () => D): Checked<F, D> {
  return Object.keys(errors).length > 0 ? { errors } : { data: data() };
}
