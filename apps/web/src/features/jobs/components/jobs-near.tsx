// Where the feed measures from and what it lists: the town on the worker's profile by default, a town picked
// from the gazetteer, or the phone's position (asked for only when "Use my location" is pressed, rounded to
// about 1 km before it leaves the phone); a distance; a trade.
import '../../../components/places/places.css';
import { useState } from 'react';
import { tradeKeys } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { PlacePicker } from '../../../components/places/place-picker';
import { placeFieldText } from '../../../components/places/place-text';
import { usePhonePosition } from '../../../components/places/use-phone-position';
import { SelectField } from '../../../components/ui/form-field';
import { LocateIcon, MapPinIcon } from '../../../components/ui/icons';
import { jobRadiusOptions, type JobsFilter } from '../jobs-filter';

interface JobsNearProps {
  filter: JobsFilter;
  onFilter: (filter: JobsFilter) => void;
}

export function JobsNear({ filter, onFilter }: JobsNearProps) {
  const { t } = useTranslation('jobs');
  const { t: tradeName } = useTranslation('trades');
  const [text, setText] = useState('');
  const [placeName, setPlaceName] = useState<string | null>(null);
  const {
    locating,
    problem,
    locate: locateMe,
    clearProblem,
  } = usePhonePosition((position) => {
    setText('');
    setPlaceName(null);
    onFilter({ ...filter, near: position });
  });
  // The feed's texts say "not allowed" or "could not find you"; outside India is the latter.
  const locationProblem = problem === null ? null : problem === 'denied' ? 'locationDenied' : 'locationUnavailable';

  const summary = !filter.near
    ? t('feed.nearOwn')
    : filter.near.includes(',')
      ? t('feed.nearHere')
      : placeName
        ? t('feed.nearPlace', { place: placeName })
        : t('feed.nearChosen');

  return (
    <fieldset className="jobs-near">
      <legend>{t('feed.filters')}</legend>
      <p className="near-summary">
        <MapPinIcon />
        <span>{summary}</span>
        {filter.near ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setText('');
              setPlaceName(null);
              onFilter({ ...filter, near: undefined });
            }}
          >
            {t('feed.nearReset')}
          </button>
        ) : null}
      </p>
      <PlacePicker
        id="jobs-place"
        label={t('feed.place')}
        hint={t('feed.placeHint')}
        value={text}
        onType={setText}
        onPick={(picked) => {
          setText(placeFieldText(picked));
          setPlaceName(picked.name);
          clearProblem();
          onFilter({ ...filter, near: String(picked.id) });
        }}
        maxLength={80}
      />
      <div className="near-row">
        <button type="button" className="button button-secondary" onClick={locateMe} aria-busy={locating}>
          <LocateIcon />
          {locating ? t('feed.locating') : t('feed.useLocation')}
        </button>
      </div>
      {locationProblem ? (
        <p className="field-error" role="alert">
          {t(`feed.${locationProblem}`)}
        </p>
      ) : (
        <p className="field-hint">{t('feed.locationNote')}</p>
      )}
      <div className="jobs-near-selects">
        <SelectField
          id="jobs-radius"
          label={t('feed.radius')}
          value={String(filter.radiusKm)}
          onChange={(event) => onFilter({ ...filter, radiusKm: Number(event.target.value) })}
        >
          {jobRadiusOptions.map((km) => (
            <option key={km} value={km}>
              {t('feed.radiusOption', { count: km })}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="jobs-trade"
          label={t('feed.trade')}
          value={filter.trade ?? ''}
          onChange={(event) => onFilter({ ...filter, trade: event.target.value || undefined })}
        >
          <option value="">{t('feed.allTrades')}</option>
          {tradeKeys.map((trade) => (
            <option key={trade} value={trade}>
              {tradeName(trade)}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
