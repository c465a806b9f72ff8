// The inbox's one setting: SMS about jobs nearby on or off, saved as soon as it is switched, with the rules that
// apply either way: at most JOB_SMS_PER_DAY a day, none in the quiet hours, the inbox lists every job, and SMS
// about contact views, Hire Now requests and payouts always come.
import { useState } from 'react';
import { JOB_SMS_PER_DAY, QUIET_HOURS } from '@kaamsetu/contract';
import { useTranslation, type SupportedLanguage } from '../../../i18n/i18n';
import { clockTime, dateTimeFormat } from '../../../lib/intl-locale';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

/** An hour of the day as people read it ("9 pm", "21:00"). */
function hourText(hour: number, language: SupportedLanguage): string {
  return dateTimeFormat(language, clockTime).format(new Date(2000, 0, 1, hour, 0));
}

export function JobSmsSetting() {
  const { t, language } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [status, setStatus] = useState<Notice | null>(null);
  const [error, setError] = useState<Notice | null>(null);
  // While a change is saved the switch shows what was asked for; otherwise what the server keeps.
  const on = save.isPending ? save.variables.jobSms : (settings.data?.jobSms ?? false);

  async function change(jobSms: boolean) {
    setStatus(null);
    setError(null);
    try {
      await save.mutateAsync({ jobSms });
      setStatus({ key: jobSms ? 'settings.savedOn' : 'settings.savedOff' });
    } catch {
      setError({ key: 'settings.failed' });
    }
  }

  return (
    <section className="notification-settings" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">{t('settings.title')}</h2>
      {settings.isError ? (
        <FormError t={t} notice={{ key: 'settings.loadFailed' }} />
      ) : (
        <div className="job-sms-switch">
          <input
            id="job-sms"
            type="checkbox"
            role="switch"
            checked={on}
            disabled={settings.isPending || save.isPending}
            aria-describedby="job-sms-rules"
            onChange={(event) => void change(event.target.checked)}
          />
          <label htmlFor="job-sms">{t('settings.jobSms')}</label>
          <span className="job-sms-state" aria-hidden="true">
            {settings.isPending ? null : t(on ? 'settings.on' : 'settings.off')}
          </span>
        </div>
      )}
      <ul id="job-sms-rules" className="job-sms-rules">
        <li>{t('settings.cap', { count: JOB_SMS_PER_DAY })}</li>
        <li>
          {t('settings.quiet', {
            from: hourText(QUIET_HOURS.from, language),
            until: hourText(QUIET_HOURS.until, language),
          })}
        </li>
        <li>{t('settings.always')}</li>
      </ul>
      <FormStatus t={t} notice={status} />
      <FormError t={t} notice={error} />
    </section>
  );
}
