// A person's stars as people read them on a card or a profile: "★ 4.6 (12)", with the whole sentence for screen
// readers ("Rated 4.6 out of 5 from 12 reviews"). Someone without reviews is "New", never "0 stars", so a new
// worker does not look like a bad one. Nothing is drawn when the server sent no rating (a spec-shaped answer).
import './trust.css';
import type { Rating } from '@kaamsetu/contract';
import { useTranslation, type SupportedLanguage } from '../../i18n/i18n';
import { numberFormat } from '../../lib/intl-locale';

function oneDecimal(value: number, language: SupportedLanguage): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function StarRating({ rating }: { rating: Rating | undefined }) {
  // The stars' words are in `common`, which every page has: a card never waits for, or fetches, the reviews catalogue.
  const { t, language } = useTranslation('common');
  if (!rating) return null;
  if (rating.count === 0) {
    return (
      <span className="star-rating star-rating-new">
        <span aria-hidden="true">{t('rating.new')}</span>
        <span className="visually-hidden">{t('rating.none')}</span>
      </span>
    );
  }
  const average = oneDecimal(rating.average, language);
  return (
    <span className="star-rating">
      <span aria-hidden="true">
        <span className="star-rating-star">★</span> {average} ({numberFormat(language).format(rating.count)})
      </span>
      <span className="visually-hidden">{t('rating.summary', { average, count: rating.count })}</span>
    </span>
  );
}

/** One review's stars, drawn as five (filled and empty), read as "4 stars out of 5". */
export function StarsOutOfFive({ stars }: { stars: number }) {
  const { t } = useTranslation('common');
  return (
    <span className="stars-of-five">
      <span aria-hidden="true">
        <span className="star-rating-star">{'★'.repeat(stars)}</span>
        <span className="stars-of-five-empty">{'☆'.repeat(5 - stars)}</span>
      </span>
      <span className="visually-hidden">{t('rating.stars', { count: stars })}</span>
    </span>
  );
}
