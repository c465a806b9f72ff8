// The title of an Add screen's last step: what the server said was done, which takes the keyboard as the
// form it replaces goes away.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import type { Notice } from '../../../components/ui/form-notice';

export function DoneTitle({ notice }: { notice: Notice }) {
  const { t } = useTranslation('backOffice');
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <h2 ref={titleRef} tabIndex={-1} className="form-status">
      {'key' in notice ? t(notice.key, notice.values) : notice.text}
    </h2>
  );
}
