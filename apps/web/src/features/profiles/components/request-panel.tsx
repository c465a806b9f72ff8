// The frame of the two requests a visitor files from a profile (Hire Now, Report): a titled form panel, its
// message line, and Send beside Cancel.
import type { ReactNode } from 'react';
import { requestMessages } from '@kaamsetu/contract';
import type { Translate } from '../../../i18n/i18n';
import { messageKeyOf } from '../../../lib/contract-messages';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import type { useFormSubmit } from '../../../components/ui/use-contract-form';

/** The server's answer to a filed request, in the reader's words when the catalogue has them. */
export function requestNotice(message: string): Notice {
  const key = messageKeyOf(requestMessages, message);
  return key ? { key: `requestMessages.${key}` } : { text: message };
}

interface RequestPanelProps {
  id: string;
  t: Translate;
  form: Pick<ReturnType<typeof useFormSubmit>, 'formRef' | 'submitRef' | 'onSubmit' | 'error' | 'busy'>;
  title: string;
  icon: ReactNode;
  submitLabel: string;
  sendingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

export function RequestPanel({
  id,
  t,
  form,
  title,
  icon,
  submitLabel,
  sendingLabel,
  cancelLabel,
  onCancel,
  children,
}: RequestPanelProps) {
  const { formRef, submitRef, onSubmit, error, busy } = form;
  return (
    <form
      ref={formRef}
      id={id}
      className="form profile-panel"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <FormError t={t} notice={error} />
      <div className="profile-actions">
        <button ref={submitRef} type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {icon}
          {busy ? sendingLabel : submitLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
