// Choosing 1 to 5 stars: five real radio buttons in a fieldset, so the keyboard and screen readers work the
// way they do in every radio group (Tab into it, arrow keys move and choose, each star read out as "4 stars:
// Good"). The radios themselves are invisible; their stars are what people see and tap.
import './trust.css';
import { useTranslation } from '../../i18n/i18n';

const starValues = [1, 2, 3, 4, 5] as const;

interface StarInputProps {
  /** The first star's id; the others add -2 … -5. A form puts the keyboard here when no star is chosen. */
  id: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (stars: number) => void;
  /** Already translated. */
  error?: string | undefined;
}

export function StarInput({ id, value, onChange, error }: StarInputProps) {
  const { t } = useTranslation('reviews');
  const errorId = `${id}-error`;
  const levelOf = (stars: number) => t(`input.levels.${stars}`);
  return (
    <fieldset className="star-input" {...(error ? { 'aria-describedby': errorId } : {})}>
      <legend>{t('input.legend')}</legend>
      <div className="star-input-stars">
        {starValues.map((stars) => (
          <label key={stars} className={`star-input-star${stars <= value ? ' is-on' : ''}`}>
            <input
              id={stars === 1 ? id : `${id}-${stars}`}
              className="star-input-radio"
              type="radio"
              name={id}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('input.star', { count: stars, level: levelOf(stars) })}</span>
          </label>
        ))}
      </div>
      <p className="star-input-level" aria-hidden="true">
        {value > 0 ? levelOf(value) : t('input.notChosen')}
      </p>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
