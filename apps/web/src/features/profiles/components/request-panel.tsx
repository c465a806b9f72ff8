// The two requests a visitor files from a profile (Hire Now, Report) work alike: a titled form panel that
// puts the keyboard in its first control on opening, the server's answer shown where the panel was, and Send
// beside Cancel. Their texts are under `hire.*` and `report.*` in the profileRequests catalogue.
import { useEffect, type ReactNode } from 'react';
import { requestMessages } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { messageKeyOf, refusalNotice } from '../../../lib/contract-messages';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm, type ContractFormOptions } from '../../../components/ui/use-contract-form';

type RequestKind = 'hire' | 'report';

/** The server's answer to a filed request, in the reader's words when the catalogue has them. */
function requestNotice(message: string): Notice {
  const key = messageKeyOf(requestMessages, message);
  return key ? { key: `requestMessages.${key}` } : { text: message };
}

interface RequestFormOptions<V, F extends string, D> extends Pick<
  ContractFormOptions<V, F, D>,
  'initial' | 'fields' | 'idOf' | 'check'
> {
  file: (request: D) => Promise<{ message: string }>;
  /** Filed: the server's answer, to show where the form was. */
  onSent: (notice: Notice) => void;
}

/** useContractForm for a request: filing it, then handing its answer on, or saying why it failed. */
export function useRequestForm<V extends object, F extends string, D>(
  kind: RequestKind,
  { file, onSent, ...options }: RequestFormOptions<V, F, D>,
) {
  return useContractForm({
    ...options,
    send: async (request) => onSent(requestNotice((await file(request)).message)),
    failure: (caught) => refusalNotice(caught, requestMessages, 'requestMessages', `${kind}.failed`),
  });
}

interface RequestPanelProps {
  id: string;
  kind: RequestKind;
  form: Pick<ReturnType<typeof useRequestForm>, 'formRef' | 'submitRef' | 'onSubmit' | 'error' | 'busy'>;
  icon: ReactNode;
  onCancel: () => void;
  children: ReactNode;
}

export function RequestPanel({ id, kind, form, icon, onCancel, children }: RequestPanelProps) {
  const { t } = useTranslation('profileRequests');
  const { formRef, submitRef, onSubmit, error, busy } = form;

  // Opening the form puts the person in its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [formRef]);

  return (
    <form
      ref={formRef}
      id={id}
      className="form profile-panel"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t(`${kind}.title`)}</h2>
      {children}
      <FormError t={t} notice={error} />
      <div className="profile-actions">
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={icon}
          label={t(`${kind}.submit`)}
          busyLabel={t(`${kind}.sending`)}
        />
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t(`${kind}.cancel`)}
        </button>
      </div>
    </form>
  );
}
