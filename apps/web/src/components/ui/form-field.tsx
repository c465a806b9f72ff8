// Labelled form controls whose error message is tied to them (aria-invalid, aria-describedby), so the
// error is read out again whenever the field gets focus, not only when it first appears.
import type { ComponentPropsWithRef, ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  /** Already translated; shown under the control and announced. */
  error?: string | undefined;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  );
}

function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

export function TextField({ id, label, error, ...input }: FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...invalidProps(id, error)} {...input} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  children,
  ...select
}: FieldProps & Omit<ComponentPropsWithRef<'select'>, 'id'> & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...invalidProps(id, error)} {...select}>
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
