// The form hook as a person meets it: problems shown under their fields with the keyboard on the first (in
// screen order), nothing sent until the contract's schema takes the input, a busy button while it is sent,
// and after a failure the message with the keyboard back on the button (or on the field it is about).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addEmployeeRequestSchema, type AddEmployeeRequest } from '@kaamsetu/contract';
import { TextField } from './form-field';
import { FormError, FormStatus, type Notice } from './form-notice';
import { SubmitButton } from './submit-button';
import { checkWithSchema, useContractForm, type AfterSend, type Checked, type Failure } from './use-contract-form';

type Field = 'name' | 'mobile';
const fields: readonly Field[] = ['name', 'mobile'];
// The test's own "catalogue": a key that shows which field and which contract message it came from.
const t = (key: string) => `text of ${key}`;
const keysOf = (issues: readonly { path: readonly PropertyKey[] }[]) =>
  new Map(issues.map((issue) => [String(issue.path[0]), `problem.${String(issue.path[0])}`]));

interface TestFormProps {
  send: (data: AddEmployeeRequest) => Promise<Notice | void>;
  failure?: (caught: unknown) => Failure<Field>;
  afterSend?: AfterSend;
  check?: (values: Record<Field, string>) => Checked<Field, AddEmployeeRequest>;
}

function TestForm({
  send,
  failure = () => ({ key: 'failed' }),
  afterSend,
  check = (values) => checkWithSchema(addEmployeeRequestSchema, values, fields, keysOf),
}: TestFormProps) {
  const { values, change, errors, error, status, busy, formRef, submitRef, onSubmit } = useContractForm({
    initial: { name: '', mobile: '' },
    fields,
    idOf: (field) => `test-${field}`,
    check,
    send,
    failure,
    ...(afterSend ? { afterSend } : {}),
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      {/* The mobile comes first on screen, the name first in `fields`: the keyboard goes by `fields`. */}
      {(['mobile', 'name'] as const).map((field) => (
        <TextField
          key={field}
          id={`test-${field}`}
          label={field}
          error={errors[field] && t(errors[field])}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      ))}
      <FormError t={t} notice={error} />
      <FormStatus t={t} notice={status} />
      <SubmitButton ref={submitRef} busy={busy} icon={null} label="Save" busyLabel="Saving" />
    </form>
  );
}

async function fillIn(name: string, mobile: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('name'), name);
  if (mobile) await user.type(screen.getByLabelText('mobile'), mobile);
  return user;
}

describe('useContractForm', () => {
  it('shows each field’s problem, puts the keyboard on the first in the given order and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<TestForm send={send} />);
    const user = await fillIn('', '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveAccessibleDescription('text of problem.name');
    expect(screen.getByLabelText('mobile')).toHaveAccessibleDescription('text of problem.mobile');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what the schema made of the input and keeps the button busy when the form moves on', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<TestForm send={send} />);
    const user = await fillIn('  Asha Devi ', '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(send).toHaveBeenCalledWith({ name: 'Asha Devi', mobile: '+919876543210' });
    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a failed send, shows the message and gives the keyboard back to the enabled button', async () => {
    render(<TestForm send={() => Promise.reject(new Error('offline'))} />);
    const user = await fillIn('Asha', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('text of failed');
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
  });

  it('a failure about one field is shown under it, with the keyboard there', async () => {
    render(
      <TestForm
        send={() => Promise.reject(new Error('taken'))}
        failure={() => ({ field: 'mobile', key: 'mobileTaken' })}
      />,
    );
    const user = await fillIn('Asha', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const mobile = screen.getByLabelText('mobile');
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAccessibleDescription('text of mobileTaken');
    expect(screen.queryByText('text of failed')).toBeNull();
  });

  it('with afterSend "refocus", shows the answer and gives the keyboard back to the button', async () => {
    let answer: (notice: Notice) => void = () => {};
    const sent = new Promise<Notice>((resolve) => (answer = resolve));
    render(<TestForm send={() => sent} afterSend="refocus" />);
    const user = await fillIn('Asha', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();

    await act(async () => answer({ key: 'saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('text of saved');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('a check may answer with a message instead of sending (nothing changed)', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<TestForm send={send} check={() => ({ status: { key: 'noChanges' } })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('status')).toHaveTextContent('text of noChanges');
    expect(send).not.toHaveBeenCalled();
  });
});
