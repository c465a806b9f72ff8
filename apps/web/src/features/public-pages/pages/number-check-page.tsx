// /number-check: anyone, signed in or not, types the number that called them about work and learns whether it
// belongs to a KaamSetu Employer; if so only the name and badges. The box starts empty every time.
import '../../../components/ui/badge.css';
import '../public-pages.css';
import { useState } from 'react';
import { numberCheckQuerySchema, safetyMessages, type NumberCheckResponse, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { refusalNotice } from '../../../lib/contract-messages';
import { TextField } from '../../../components/ui/form-field';
import { FormError } from '../../../components/ui/form-notice';
import { SearchIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm, type Checked } from '../../../components/ui/use-contract-form';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { checkNumber } from '../api/check-number';

type Field = 'mobile';
const fields: readonly Field[] = ['mobile'];

export default function NumberCheckPage() {
  const { t } = useTranslation('safety');
  useDocumentTitle(t('numberCheck.title'));
  const [answer, setAnswer] = useState<NumberCheckResponse | null>(null);
  const { formRef, submitRef, onSubmit, error, busy, fieldProps } = useContractForm({
    initial: { mobile: '' },
    fields,
    idOf: () => 'number-check-mobile',
    check: (typed): Checked<Field, string> => {
      const parsed = numberCheckQuerySchema.safeParse(typed);
      // The server takes the ten digits as typed (spaces, +91 or a leading 0 are fine).
      return parsed.success ? { data: typed.mobile } : { errors: { mobile: 'numberCheck.invalidMobile' } };
    },
    send: async (mobile) => {
      setAnswer(null);
      setAnswer(await checkNumber(mobile));
    },
    failure: (caught) => refusalNotice(caught, safetyMessages, 'messages', 'numberCheck.failed'),
    afterSend: 'stay',
  });

  return (
    <section className="narrow prose" aria-labelledby="number-check-title">
      <h1 id="number-check-title">{t('numberCheck.title')}</h1>
      <p className="lead">{t('numberCheck.intro')}</p>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-labelledby="number-check-title">
        <TextField
          {...fieldProps('mobile', t)}
          label={t('numberCheck.mobile')}
          hint={t('numberCheck.mobileHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
        />
        <FormError t={t} notice={error} />
        <SubmitButton
          ref={submitRef}
          busy={busy}
          icon={<SearchIcon />}
          label={t('numberCheck.submit')}
          busyLabel={t('numberCheck.checking')}
        />
      </form>
      <div role="status" className="number-check-answer">
        {answer?.found ? (
          <>
            <p>
              <strong>{t('numberCheck.found', { name: personName(answer.employer.name) })}</strong>
            </p>
            <p>{t('numberCheck.badges')}</p>
            <ul className="number-check-badges">
              {answer.employer.badges.map((badge) => (
                <li key={badge} className="badge badge-employer">
                  {t(`badges.${badge}`)}
                </li>
              ))}
            </ul>
          </>
        ) : answer ? (
          <p>
            <strong>{t('numberCheck.notFound')}</strong>
          </p>
        ) : null}
      </div>
      <p>{t('numberCheck.advice')}</p>
    </section>
  );
}
