// "Share on WhatsApp": the job's title, wage and public link, written into a new WhatsApp message.
import type { Job } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { SendIcon } from '../../../components/ui/icons';
import { wageText } from '../job-text';

export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function ShareJob({ job }: { job: Job }) {
  const { t, language } = useTranslation('jobs');
  const link = `${window.location.origin}${paths.publicJob(job.id)}`;
  const text = `${job.title} – ${wageText(t, language, job)}\n${link}`;
  return (
    <a
      className="button button-secondary job-share"
      href={whatsAppShareUrl(text)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <SendIcon />
      {t('share.whatsapp')}
      <span className="visually-hidden"> {t('share.newTab')}</span>
    </a>
  );
}
