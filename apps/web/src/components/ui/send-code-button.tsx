// SendCodeStep's button without the code behind it, for a page that mostly only offers the button (Delete my
// account): the sending, its refusals and the way to the code step load when the button is pressed, and then send
// at once (issue 19, docs/decisions/040). The button reads "Sending code…" while they arrive.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { SendIcon } from './icons';
import type { SendCodeStepProps } from './send-code-step';

const SendCodeStep = lazy(() => import('./lazy-send-code-step'));

export function SendCodeButton(props: Omit<SendCodeStepProps, 'sendAtOnce'>) {
  const { t } = useTranslation(props.namespace);
  const [pressed, setPressed] = useState(false);

  const button = (busy: boolean) => (
    <button
      type="button"
      className={`button ${props.tone}`}
      onClick={() => setPressed(true)}
      disabled={busy}
      aria-busy={busy}
    >
      <SendIcon />
      {busy ? t(props.keys.sending) : t(props.keys.send)}
    </button>
  );

  if (!pressed) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <SendCodeStep {...props} sendAtOnce />
    </Suspense>
  );
}
