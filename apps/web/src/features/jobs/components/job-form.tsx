// The Employer's job form, for a new post and for changing one: title, trade (chips with pictures), where (the
// gazetteer's place picker), wage in rupees and what it is paid per (with what similar jobs paid nearby, when
// the server knows), start day, days, workers, call hours and details. Checked with the contract's own schema
// first (fetched once the person is in the form, so the page paints without zod); the server's refusals land on
// their field, in the reader's language.
import '../../../components/places/places.css';
import '../../../components/ui/chips.css';
import { useId, useState, type ReactNode } from 'react';
import {
  JOB_DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  wagePers,
  type Job,
  type PostJobRequest,
  type WagePer,
} from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatPrice } from '../../../lib/rupees';
import { PlacePicker } from '../../../components/places/place-picker';
import { placeFieldText } from '../../../components/places/place-text';
import { TradeChips, TradeLabel } from '../../../components/trades/trade-chips';
import { FieldError, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { loadOnFirstUse } from '../../../components/ui/load-on-first-use';
import { useContractForm } from '../../../components/ui/use-contract-form';
import { useWageHint } from '../api/get-wage-hint';
import { jobRefusal, refusedField } from '../job-text';
import { fieldOrder, formFieldOf, type Field, type JobFormValues } from '../job-form-fields';

/** The form's check (job-check.ts, with the contract's schema): fetched once the person is in the form. */
const jobCheck = loadOnFirstUse(() => import('../job-check'));

/** A calendar day in the phone's own time zone, as the date box writes it. */
export function isoDay(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function emptyJobForm(): JobFormValues {
  return {
    title: '',
    trade: '',
    placeText: '',
    placeId: undefined,
    wage: '',
    wagePer: 'day',
    startsOn: isoDay(new Date()),
    days: '',
    workers: '1',
    contactHours: '',
    description: '',
  };
}

export function jobFormOf(job: Job): JobFormValues {
  return {
    title: job.title,
    trade: job.trade,
    placeText: job.place ? `${job.place.name}, ${job.place.state}` : '',
    placeId: job.place?.id,
    wage: String(job.wagePaise / 100),
    wagePer: job.wagePer,
    startsOn: job.startsOn,
    days: job.days ? String(job.days) : '',
    workers: String(job.workers),
    contactHours: job.contactHours,
    description: job.description,
  };
}

interface JobFormProps {
  initial: JobFormValues;
  submitLabel: string;
  busyLabel: string;
  failedKey: string;
  icon: ReactNode;
  /** Sends the checked post; a returned notice shows under the form. */
  send: (data: PostJobRequest) => Promise<Notice | void>;
}

function WageHintLine({ trade, placeId, wagePer }: { trade: string; placeId: number | undefined; wagePer: WagePer }) {
  const { t, language } = useTranslation('jobs');
  const hint = useWageHint(trade, placeId, wagePer);
  if (!hint || hint.wagePer !== wagePer) return null;
  return (
    <p className="field-hint wage-hint" id="job-wage-hint-line">
      {t('post.wageHint', {
        low: formatPrice(hint.lowPaise, language),
        high: formatPrice(hint.highPaise, language),
        median: formatPrice(hint.medianPaise, language),
        count: hint.jobs,
      })}
    </p>
  );
}

export function JobForm({ initial, submitLabel, busyLabel, failedKey, icon, send }: JobFormProps) {
  const { t } = useTranslation('jobs');
  const { t: tradeName } = useTranslation('trades');
  const tradeLegendId = useId();
  const [today] = useState(() => new Date());
  const latest = new Date(today.getTime() + 90 * 24 * 60 * 60_000);
  const form = useContractForm({
    initial,
    fields: fieldOrder,
    idOf: (field) => (field === 'trade' ? 'job-trade-first' : `job-${field}`),
    check: (typed) => jobCheck.run(({ checkJobForm }) => checkJobForm(typed)),
    send,
    failure: (caught) => {
      const notice = jobRefusal(caught, failedKey);
      const named = refusedField(caught);
      const field = named ? (formFieldOf[named] ?? named) : undefined;
      return field && (fieldOrder as readonly string[]).includes(field) && 'key' in notice
        ? { field: field as Field, key: notice.key }
        : notice;
    },
    afterSend: 'refocus',
  });
  const { values, change, setValues, fieldProps, errors, error, status, busy, formRef, submitRef, onSubmit } = form;

  return (
    <form ref={formRef} className="form job-form" onSubmit={onSubmit} onFocus={jobCheck.start} noValidate>
      <TextField
        {...fieldProps('title', t)}
        label={t('post.jobTitle')}
        hint={t('post.jobTitleHint')}
        maxLength={JOB_TITLE_MAX}
        autoComplete="off"
      />
      <fieldset className="job-trade">
        <legend id={tradeLegendId}>{t('post.trade')}</legend>
        <TradeChips
          labelledBy={tradeLegendId}
          showAllLabel={(count) => t('post.showAllTrades', { count })}
          showFewerLabel={t('post.showFewerTrades')}
          alwaysShown={new Set(values.trade ? [values.trade] : [])}
          renderChip={(trade) => (
            <>
              <input
                // The first chip (always shown) takes the keyboard when no trade is chosen.
                id={trade === 'mason' ? 'job-trade-first' : `job-trade-${trade}`}
                className="chip-input"
                type="radio"
                name="job-trade"
                value={trade}
                checked={values.trade === trade}
                onChange={() => change('trade', trade)}
                {...(errors.trade ? { 'aria-invalid': true, 'aria-describedby': 'job-trade-first-error' } : {})}
              />
              <label htmlFor={trade === 'mason' ? 'job-trade-first' : `job-trade-${trade}`} className="chip">
                <TradeLabel trade={trade} name={tradeName(trade)} />
              </label>
            </>
          )}
        />
        <FieldError id="job-trade-first" error={errors.trade ? t(errors.trade) : undefined} />
      </fieldset>
      <PlacePicker
        id="job-place"
        label={t('post.place')}
        hint={t('post.placeHint')}
        error={errors.place ? t(errors.place) : undefined}
        value={values.placeText}
        onType={(text) => setValues((current) => ({ ...current, placeText: text, placeId: undefined }))}
        onPick={(place) =>
          setValues((current) => ({ ...current, placeText: placeFieldText(place), placeId: place.id }))
        }
        maxLength={80}
      />
      <div className="job-wage-row">
        <TextField
          {...fieldProps('wage', t)}
          label={t('post.wage')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
        />
        <SelectField
          id="job-wagePer"
          label={t('post.wagePer')}
          value={values.wagePer}
          onChange={(event) => change('wagePer', event.target.value as WagePer)}
        >
          {wagePers.map((per) => (
            <option key={per} value={per}>
              {t(`post.per.${per}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <WageHintLine trade={values.trade} placeId={values.placeId} wagePer={values.wagePer} />
      <TextField
        {...fieldProps('startsOn', t)}
        label={t('post.startsOn')}
        type="date"
        min={isoDay(today)}
        max={isoDay(latest)}
      />
      <div className="job-number-row">
        <TextField {...fieldProps('days', t)} label={t('post.days')} inputMode="numeric" maxLength={3} />
        <TextField {...fieldProps('workers', t)} label={t('post.workers')} inputMode="numeric" maxLength={3} />
      </div>
      <TextField
        {...fieldProps('contactHours', t)}
        label={t('post.contactHours')}
        hint={t('post.contactHoursHint')}
        maxLength={40}
      />
      <TextAreaField
        {...fieldProps('description', t)}
        label={t('post.description')}
        hint={t('post.descriptionHint')}
        maxLength={JOB_DESCRIPTION_MAX}
      />
      <FormError t={t} notice={error} />
      <SubmitButton ref={submitRef} busy={busy} icon={icon} label={submitLabel} busyLabel={busyLabel} />
      <FormStatus t={t} notice={status} />
    </form>
  );
}
