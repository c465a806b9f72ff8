// The fixed tags a review may carry, as toggle chips: about a worker (on time, good work…) when an Employer
// rates, about an Employer (paid on time, respectful…) when a worker rates. Each reads as pressed or not.
import '../ui/chips.css';
import { employerReviewTags, workerReviewTags, type ReviewTag, type UserType } from '@kaamsetu/contract';
import { useTranslation } from '../../i18n/i18n';

/** The tags that fit a review of someone with this role. */
export function tagsAbout(subjectType: UserType): readonly ReviewTag[] {
  return subjectType === 'Labourer' ? workerReviewTags : employerReviewTags;
}

interface ReviewTagChipsProps {
  id: string;
  subjectType: UserType;
  chosen: readonly ReviewTag[];
  onChange: (tags: ReviewTag[]) => void;
}

export function ReviewTagChips({ id, subjectType, chosen, onChange }: ReviewTagChipsProps) {
  const { t } = useTranslation('reviews');
  const { t: tList } = useTranslation('reviewList');
  const titleId = `${id}-title`;
  return (
    <div>
      <p id={titleId} className="review-tags-title">
        {t('input.tags')}
      </p>
      <ul className="chips" aria-labelledby={titleId}>
        {tagsAbout(subjectType).map((tag) => {
          const pressed = chosen.includes(tag);
          return (
            <li key={tag}>
              <button
                type="button"
                className="chip"
                aria-pressed={pressed}
                onClick={() => onChange(pressed ? chosen.filter((other) => other !== tag) : [...chosen, tag])}
              >
                {tList(`tags.${tag}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
