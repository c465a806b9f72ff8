// The text fields of a person that staff fill in (name, location, skills and work experience for Labourers,
// company and email for Employers), with their errors tied to them. The caller picks which fields show. The
// location box suggests places of the gazetteer as staff type; the caller sends a picked one as placeId.
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { PlacePicker } from '../../../components/places/place-picker';
import { placeFieldText } from '../../../components/places/place-text';
import type { Translate } from '../../../i18n/i18n';
import type { PersonErrors, PersonField, PersonValues } from '../person-fields';

interface PersonTextFieldsProps {
  t: Translate;
  /** Prefix for element ids, unique on the page; a field's control is `${idPrefix}-${field}`. */
  idPrefix: string;
  fields: readonly PersonField[];
  /** Fields marked required (the form checks them itself). */
  required: readonly PersonField[];
  values: PersonValues;
  errors: PersonErrors;
  onChange: (field: PersonField, value: string) => void;
  /** The place picked in the location box (its id), or undefined once the box is typed in again. */
  onPlace: (placeId: number | undefined) => void;
}

const limits: Record<PersonField, number> = {
  name: 80,
  location: 200,
  skills: 500,
  workExperience: 1000,
  companyName: 120,
  email: 254,
};

const hints: Partial<Record<PersonField, string>> = {
  location: 'fields.locationHint',
  skills: 'fields.skillsHint',
  workExperience: 'fields.workExperienceHint',
  companyName: 'fields.optional',
  email: 'fields.optional',
};

export function PersonTextFields({
  t,
  idPrefix,
  fields,
  required,
  values,
  errors,
  onChange,
  onPlace,
}: PersonTextFieldsProps) {
  return (
    <>
      {fields.map((field) => {
        const hint = hints[field];
        const props = {
          id: `${idPrefix}-${field}`,
          label: t(`fields.${field}`),
          hint: hint ? t(hint) : undefined,
          error: errors[field] ? t(errors[field]) : undefined,
          value: values[field],
          maxLength: limits[field],
          required: required.includes(field),
          // Staff type someone else's details: the browser's own autofill would offer the staff member's.
          autoComplete: 'off',
        };
        if (field === 'location') {
          // A pick fills in "Town, State" and is sent as placeId; typing again drops it (the server matches the text).
          return (
            <PlacePicker
              key={field}
              {...props}
              autoCapitalize="words"
              onType={(typed) => {
                onChange(field, typed);
                onPlace(undefined);
              }}
              onPick={(place) => {
                onChange(field, placeFieldText(place));
                onPlace(place.id);
              }}
            />
          );
        }
        return field === 'workExperience' ? (
          <TextAreaField key={field} {...props} rows={3} onChange={(event) => onChange(field, event.target.value)} />
        ) : (
          <TextField
            key={field}
            {...props}
            type={field === 'email' ? 'email' : 'text'}
            autoCapitalize={field === 'email' ? 'none' : 'words'}
            onChange={(event) => onChange(field, event.target.value)}
          />
        );
      })}
    </>
  );
}
