// What the reader can do now, for their side and the agreement's state, and nothing else. The worker accepts
// or declines (seeing the Employer's rating beside Accept), marks the work done; the Employer pays the wage in,
// releases all of it or one day's share; before the work starts either side cancels (the Employer alone before
// the worker accepts; afterwards one asks and the other agrees); with money held either opens a dispute. Every
// step but Accept is asked first. A refusal is shown in the reader's words, and the agreement is shown as it now is.
import { personName } from '@kaamsetu/contract';
import '../../../components/trust/trust.css';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Agreement } from '@kaamsetu/contract';
import { useTranslation, type TranslateValues } from '../../../i18n/i18n';
import { formatPrice } from '../../../lib/rupees';
import { FormError, FormStatus } from '../../../components/ui/form-notice';
import { CheckIcon, CrossIcon, FlagIcon, SendIcon } from '../../../components/ui/icons';
import { PageLoading } from '../../../components/ui/page-loading';
import { StarRating } from '../../../components/trust/star-rating';
import { useActOnAgreement, type AgreementStep } from '../api/act-on-agreement';
import { agreementRefusal, dayWagePaise, isoDay, otherParty } from '../agreement-text';
import { useAttemptKeys } from '../use-attempt-keys';
import { ConfirmStep } from './confirm-step';
import { PayForAgreement, type StepOutcome } from './pay-for-agreement';

// The dispute form checks its statement with the contract's schema: it loads when opened, so zod is not on the
// agreement page's first paint (decision 030).
const DisputeForm = lazy(() => import('./dispute-form').then((module) => ({ default: module.DisputeForm })));

/** The steps asked before they are sent. */
type AskedStep = 'decline' | 'complete' | 'releaseAll' | 'releaseDay' | 'cancel' | 'askCancel' | 'agreeCancel';

/** What the reader may do now, as the server's rules allow it (the server still decides); staff do nothing here. */
function offeredSteps(agreement: Agreement, today: string) {
  const { you, status } = agreement;
  const worker = you === 'worker';
  const employer = you === 'employer';
  const party = worker || employer;
  // The Employer may pay before the worker answers: "funded" with no acceptedAt still waits for the answer.
  const accepted = agreement.acceptedAt !== null;
  const held = accepted && (status === 'funded' || status === 'completed');
  const stated = agreement.statements.some((statement) => statement.by === you);
  // Before the worker accepts, the Employer cancels alone; afterwards, until the start day, one side asks
  // and the other agrees.
  const open = status === 'proposed' || status === 'accepted' || status === 'funded';
  const cancelNow = employer && !accepted && open;
  const cancelByBoth = accepted && open && today < agreement.startsOn;
  const dayPaise = dayWagePaise(agreement);
  return {
    answer: worker && !accepted && (status === 'proposed' || status === 'funded'),
    complete: worker && accepted && status === 'funded',
    pay: employer && (status === 'proposed' || status === 'accepted') && agreement.fundedAt === null,
    releaseAll: employer && held && agreement.heldPaise > 0,
    releaseDay: employer && held && agreement.days > 1 && dayPaise > 0 && dayPaise < agreement.heldPaise,
    cancel: cancelNow,
    askCancel: party && cancelByBoth && agreement.cancelAskedBy === null,
    agreeCancel: party && cancelByBoth && agreement.cancelAskedBy !== null && agreement.cancelAskedBy !== you,
    dispute: party && (held || (status === 'disputed' && !stated)),
  };
}

export function AgreementActions({ agreement }: { agreement: Agreement }) {
  const { t, language } = useTranslation('agreements');
  const act = useActOnAgreement();
  const keys = useAttemptKeys();
  const [asking, setAsking] = useState<AskedStep | null>(null);
  const [disputing, setDisputing] = useState(false);
  const [outcome, setOutcome] = useState<StepOutcome | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [today] = useState(() => isoDay(new Date()));
  const offered = offeredSteps(agreement, today);
  const other = otherParty(agreement);
  const name = personName(other.name);
  const dayPaise = dayWagePaise(agreement);
  const price = (paise: number) => formatPrice(paise, language);

  /** Shows how a step went and moves the keyboard there: the buttons it came from may be gone. */
  function finish(next: StepOutcome) {
    flushSync(() => {
      setAsking(null);
      setDisputing(false);
      setOutcome(next);
    });
    noticeRef.current?.focus();
  }

  function attemptOf(step: AskedStep | 'accept'): AgreementStep {
    switch (step) {
      case 'releaseAll':
        return { step: 'release' };
      case 'releaseDay':
        return { step: 'release', amountPaise: dayPaise };
      case 'askCancel':
      case 'agreeCancel':
        return { step: 'cancel' };
      default:
        return { step };
    }
  }

  function doneValues(step: AskedStep | 'accept', after: Agreement): { key: string; values?: TranslateValues } {
    switch (step) {
      case 'releaseAll':
        return { key: 'done.release', values: { amount: price(agreement.heldPaise), name } };
      case 'releaseDay':
        return { key: 'done.release', values: { amount: price(dayPaise), name } };
      case 'cancel':
      case 'askCancel':
      case 'agreeCancel':
        return after.status === 'cancelled' ? { key: 'done.cancelled' } : { key: 'done.cancelAsked', values: { name } };
      default:
        return { key: `done.${step}`, values: { name } };
    }
  }

  async function send(step: AskedStep | 'accept') {
    setOutcome(null);
    const attempt = attemptOf(step);
    const idempotencyKey = keys.keyFor(JSON.stringify(attempt));
    try {
      const answer = await act.mutateAsync({ agreementId: agreement.id, idempotencyKey, ...attempt });
      keys.settle();
      finish({ status: doneValues(step, answer.agreement) });
    } catch (caught) {
      keys.settle(caught);
      finish({ error: agreementRefusal(caught, 'actions.failed') });
    }
  }

  const busy = act.isPending;
  const askButton = (step: AskedStep, label: string, icon: ReactNode, primary = false) => (
    <button
      type="button"
      className={`button ${primary ? 'button-primary' : 'button-secondary'}`}
      disabled={busy}
      onClick={() => {
        setOutcome(null);
        setAsking(step);
      }}
    >
      {icon}
      {label}
    </button>
  );

  const questions: Record<AskedStep, { title: string; body: string; confirm: string; icon: ReactNode }> = {
    decline: {
      title: t('confirm.decline.title'),
      body: t('confirm.decline.body', { name }),
      confirm: t('actions.decline'),
      icon: <CrossIcon />,
    },
    complete: {
      title: t('confirm.complete.title'),
      body: t('confirm.complete.body', { name }),
      confirm: t('actions.complete'),
      icon: <CheckIcon />,
    },
    releaseAll: {
      title: t('confirm.releaseAll.title', { amount: price(agreement.heldPaise), name }),
      body: t('confirm.releaseAll.body', { name }),
      confirm: t('confirm.releaseAll.confirm', { amount: price(agreement.heldPaise) }),
      icon: <SendIcon />,
    },
    releaseDay: {
      title: t('confirm.releaseDay.title', { amount: price(dayPaise), name }),
      body: t('confirm.releaseDay.body', { name, rest: price(agreement.heldPaise - dayPaise) }),
      confirm: t('confirm.releaseDay.confirm', { amount: price(dayPaise) }),
      icon: <SendIcon />,
    },
    cancel: {
      title: t('confirm.cancel.title'),
      body:
        agreement.heldPaise > 0
          ? t('confirm.cancel.bodyHeld', { amount: price(agreement.heldPaise), name })
          : t('confirm.cancel.body', { name }),
      confirm: t('actions.cancel'),
      icon: <CrossIcon />,
    },
    askCancel: {
      title: t('confirm.askCancel.title'),
      body: t('confirm.askCancel.body', { name }),
      confirm: t('actions.askCancel'),
      icon: <CrossIcon />,
    },
    agreeCancel: {
      title: t('confirm.agreeCancel.title'),
      body:
        agreement.heldPaise > 0
          ? t(
              agreement.you === 'worker'
                ? 'confirm.agreeCancel.bodyHeldWorker'
                : 'confirm.agreeCancel.bodyHeldEmployer',
              {
                amount: price(agreement.heldPaise),
                name,
              },
            )
          : t('confirm.agreeCancel.body', { name }),
      confirm: t('actions.agreeCancel'),
      icon: <CheckIcon />,
    },
  };

  const anything = Object.values(offered).some(Boolean);
  const question = asking ? questions[asking] : null;
  return (
    <>
      {anything ? (
        <section className="agreement-section agreement-actions" aria-labelledby="agreement-actions-title">
          <h2 id="agreement-actions-title">{t('actions.title')}</h2>
          {offered.answer ? (
            <p className="agreement-offer">
              {t('actions.offerFrom', { name })} <StarRating rating={other.rating} />
            </p>
          ) : null}
          <div className="agreement-buttons">
            {offered.answer ? (
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => void send('accept')}
              >
                <CheckIcon />
                {busy ? t('actions.working') : t('actions.accept')}
              </button>
            ) : null}
            {offered.answer ? askButton('decline', t('actions.decline'), <CrossIcon />) : null}
            {offered.pay ? <PayForAgreement agreement={agreement} onDone={finish} /> : null}
            {offered.complete ? askButton('complete', t('actions.complete'), <CheckIcon />, true) : null}
            {offered.releaseAll
              ? askButton(
                  'releaseAll',
                  t('actions.releaseAll', { amount: price(agreement.heldPaise) }),
                  <SendIcon />,
                  true,
                )
              : null}
            {offered.releaseDay
              ? askButton('releaseDay', t('actions.releaseDay', { amount: price(dayPaise) }), <SendIcon />)
              : null}
            {offered.cancel ? askButton('cancel', t('actions.cancel'), <CrossIcon />) : null}
            {offered.askCancel ? askButton('askCancel', t('actions.askCancel'), <CrossIcon />) : null}
            {offered.agreeCancel ? askButton('agreeCancel', t('actions.agreeCancel'), <CheckIcon />) : null}
            {offered.dispute ? (
              <button
                type="button"
                className="button button-secondary"
                aria-expanded={disputing}
                {...(disputing ? { 'aria-controls': 'agreement-dispute' } : {})}
                onClick={() => {
                  setOutcome(null);
                  setDisputing((open) => !open);
                }}
              >
                <FlagIcon />
                {agreement.status === 'disputed' ? t('actions.giveYourSide') : t('actions.dispute')}
              </button>
            ) : null}
          </div>
          {disputing && offered.dispute ? (
            <Suspense fallback={<PageLoading />}>
              <DisputeForm
                id="agreement-dispute"
                agreement={agreement}
                onSent={() => finish({ status: { key: 'done.dispute' } })}
                onCancel={() => setDisputing(false)}
              />
            </Suspense>
          ) : null}
        </section>
      ) : null}
      <div ref={noticeRef} tabIndex={-1} className="agreement-notice">
        <FormError t={t} notice={outcome && 'error' in outcome ? outcome.error : null} />
        <FormStatus t={t} notice={outcome && 'status' in outcome ? outcome.status : null} />
      </div>
      {asking && question ? (
        <ConfirmStep
          id="agreement-confirm"
          title={question.title}
          confirmLabel={question.confirm}
          busyLabel={t('actions.working')}
          icon={question.icon}
          busy={busy}
          onConfirm={() => void send(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>{question.body}</p>
        </ConfirmStep>
      ) : null}
    </>
  );
}
