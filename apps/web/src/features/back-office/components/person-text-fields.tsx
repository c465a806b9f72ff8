// The text fields of a person that staff fill in (name, location, skills and work experience for Labourers,
// company and email for Employers), with their errors tied to them. The caller picks which fields show.
import { TextAreaField, TextField } from '../../../components/ui/form-field';
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

export function PersonTextFields({ t, idPrefix, fields, required, values, errors, onChange }: PersonTextFieldsProps) {
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
