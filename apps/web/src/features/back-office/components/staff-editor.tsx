// The frame of Search & Modify's and Modify Employee's edit forms: the person's name as a title that takes
// the keyboard on opening, what is stored about them, then the form with Save and Back.
import { useEffect, useRef, type ReactNode } from 'react';
import type { Translate } from '../../../i18n/i18n';
import { FormError, FormStatus } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { useFormSubmit } from '../../../components/ui/use-contract-form';
import { CheckIcon } from '../../../components/ui/icons';

interface StaffEditorProps {
  /** Prefix of the element ids; the title is `${id}-title`. */
  id: string;
  t: Translate;
  title: string;
  /** What is stored and not edited here, shown under the title. */
  facts: ReactNode;
  form: Pick<ReturnType<typeof useFormSubmit>, 'formRef' | 'submitRef' | 'onSubmit' | 'error' | 'status' | 'busy'>;
  /** Shown under the form's status line. */
  afterStatus?: ReactNode;
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}

export function StaffEditor({ id, t, title, facts, form, afterStatus, backLabel, onBack, children }: StaffEditorProps) {
  const { formRef, submitRef, onSubmit, error, status, busy } = form;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <section className="staff-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1}>
        {title}
      </h2>
      {facts}
      <form ref={formRef} className="form" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
        {children}
        <FormError t={t} notice={error} />
        <FormStatus t={t} notice={status} />
        {afterStatus}
        <SubmitButton ref={submitRef} busy={busy} icon={<CheckIcon />} label={t('edit.save')} busyLabel={t('saving')} />
        <button type="button" className="button button-secondary" onClick={onBack}>
          {backLabel}
        </button>
      </form>
    </section>
  );
}
