// "Sample" on the card and the page of a made-up person (a demo profile of a fresh install), so nobody takes
// one for a real worker or employer. Short on screen, so it fits a card at 360 px; a screen reader hears what
// it means.
import '../ui/badge.css';
import { useTranslation } from '../../i18n/i18n';

export function SampleBadge({ sample }: { sample: boolean | undefined }) {
  const { t } = useTranslation('people');
  if (!sample) return null;
  return (
    <span className="badge badge-sample">
      <span aria-hidden="true">{t('sample.badge')}</span>
      <span className="visually-hidden">{t('sample.badgeLabel')}</span>
    </span>
  );
}
