// Home's "Near": search near a town picked from the gazetteer, or near the phone's own position (asked for only
// when "Use my location" is pressed, rounded to about 1 km before it leaves the phone), within 5 to 50 km. A
// line says what the search is near, with a button to search everywhere again. Loaded only once a person opens
// it or arrives at a search near somewhere, so Home's first paint does not carry the picker.
import '../../../components/places/places.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Near } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { PlacePicker } from '../../../components/places/place-picker';
import { placeFieldText } from '../../../components/places/place-text';
import { usePhonePosition } from '../../../components/places/use-phone-position';
import { SelectField } from '../../../components/ui/form-field';
import { LocateIcon, MapPinIcon } from '../../../components/ui/icons';
import { placeKey, usePlace } from '../api/get-place';
import { nearRadiusOptions } from '../near-search';

interface NearControlProps {
  /** Prefix for element ids. */
  id: string;
  /** What the search is near now (from the address), if anything. */
  near: Near | undefined;
  radiusKm: number;
  /** The picker, the location button and the distance show; otherwise only the line naming the near. */
  expanded: boolean;
  /** Search near `near` (a place id or "lat,lon") within `radiusKm`, or everywhere (undefined). */
  onNear: (near: string | undefined, radiusKm: number) => void;
}

export default function NearControl({ id, near, radiusKm, expanded, onNear }: NearControlProps) {
  const { t } = useTranslation('places');
  const client = useQueryClient();
  const [text, setText] = useState('');
  const nearPlaceId = near && 'placeId' in near ? near.placeId : undefined;
  const place = usePlace(nearPlaceId);
  const {
    locating,
    problem,
    locate: locateMe,
    clearProblem,
  } = usePhonePosition((position) => {
    setText('');
    onNear(position, radiusKm);
  });

  function nearParam(): string | undefined {
    if (!near) return undefined;
    return 'placeId' in near ? String(near.placeId) : `${near.lat},${near.lon}`;
  }

  const summary = !near
    ? null
    : 'placeId' in near
      ? place.data
        ? t('near.summaryPlace', { place: place.data.place.name, radius: radiusKm })
        : place.isError
          ? t('near.summaryUnknown', { radius: radiusKm })
          : null
      : t('near.summaryHere', { radius: radiusKm });

  return (
    <div id={id} className="near-control">
      {summary ? (
        <p className="near-summary">
          <MapPinIcon />
          <span>{summary}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setText('');
              clearProblem();
              onNear(undefined, radiusKm);
            }}
          >
            {t('near.clear')}
          </button>
        </p>
      ) : null}
      {expanded ? (
        <>
          <PlacePicker
            id={`${id}-place`}
            label={t('near.placeLabel')}
            hint={t('near.placeHint')}
            value={text}
            onType={setText}
            onPick={(picked) => {
              setText(placeFieldText(picked));
              clearProblem();
              // The line above names it at once, without asking the server again.
              client.setQueryData(placeKey(picked.id), { place: picked });
              onNear(String(picked.id), radiusKm);
            }}
            maxLength={80}
          />
          <div className="near-row">
            <button type="button" className="button button-secondary" onClick={locateMe} aria-busy={locating}>
              <LocateIcon />
              {locating ? t('near.locating') : t('near.useLocation')}
            </button>
            <SelectField
              id={`${id}-radius`}
              label={t('near.radius')}
              value={String(radiusKm)}
              onChange={(event) => onNear(nearParam(), Number(event.target.value))}
            >
              {nearRadiusOptions.map((km) => (
                <option key={km} value={km}>
                  {t('near.radiusOption', { count: km })}
                </option>
              ))}
            </SelectField>
          </div>
          {problem ? (
            <p className="field-error" role="alert">
              {t(`near.${problem}`)}
            </p>
          ) : (
            <p className="field-hint">{t('near.locationNote')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
