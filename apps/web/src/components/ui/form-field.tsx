// Labelled form controls whose error message is tied to them (aria-invalid, aria-describedby), so the
// error is read out again whenever the field gets focus, not only when it first appears.
import './form-field.css';
import type { ComponentPropsWithRef, ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  /** Already translated; shown under the control and announced. */
  error?: string | undefined;
  /** Already translated; a short help line under the label, read out with the control. */
  hint?: string | undefined;
}

export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="field-hint">
      {hint}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  );
}

/** What ties a control to its hint and error: aria-invalid and aria-describedby. */
export function describedByProps(id: string, error: string | undefined, hint: string | undefined) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <input id={id} {...describedByProps(id, error, hint)} {...input} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: FieldProps & Omit<ComponentPropsWithRef<'textarea'>, 'id'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <textarea id={id} {...describedByProps(id, error, hint)} {...textarea} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  children,
  ...select
}: FieldProps & Omit<ComponentPropsWithRef<'select'>, 'id'> & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <select id={id} {...describedByProps(id, error, hint)} {...select}>
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A box to tick, its label beside it. `describedBy` names text elsewhere on the page that says what ticking
 * it means (a notice to agree to), so a screen reader reads that text with the box.
 */
export function CheckboxField({
  id,
  label,
  error,
  hint,
  describedBy,
  ...input
}: FieldProps & { describedBy?: string } & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>) {
  const own = describedByProps(id, error, hint);
  const describedByIds = [describedBy, own['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className="field checkbox-field">
      <div className="checkbox-row">
        <input
          id={id}
          type="checkbox"
          {...own}
          {...(describedByIds ? { 'aria-describedby': describedByIds } : {})}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * After a check, moves the keyboard to the first field (in screen order) that has an error, so a screen
 * reader announces it. Returns whether there was one.
 */
export function focusFirstError<F extends string>(
  container: HTMLElement | null,
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
  idOf: (field: F) => string,
): boolean {
  const first = order.find((field) => errors[field] !== undefined);
  if (first) container?.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
  return first !== undefined;
}
