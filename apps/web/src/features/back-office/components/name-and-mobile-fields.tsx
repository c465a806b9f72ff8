// A person's name and 10-digit mobile, as every staff form that creates or edits someone asks for them.
import { TextField } from '../../../components/ui/form-field';
import type { Translate } from '../../../i18n/i18n';

export interface NameAndMobile {
  name: string;
  mobile: string;
}

interface NameAndMobileFieldsProps<T extends NameAndMobile> {
  idPrefix: string;
  t: Translate;
  typed: T;
  onType: (typed: T) => void;
  /** Catalogue keys of the fields' problems. */
  errors: Partial<Record<keyof NameAndMobile, string>>;
  /** Already translated; the usual line about the person's own mobile when left out. */
  mobileHint?: string;
}

export function NameAndMobileFields<T extends NameAndMobile>({
  idPrefix,
  t,
  typed,
  onType,
  errors,
  mobileHint,
}: NameAndMobileFieldsProps<T>) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('fields.name')}
        error={errors.name ? t(errors.name) : undefined}
        value={typed.name}
        onChange={(event) => onType({ ...typed, name: event.target.value })}
        autoComplete="off"
        autoCapitalize="words"
        maxLength={80}
        required
      />
      <TextField
        id={`${idPrefix}-mobile`}
        label={t('fields.mobile')}
        hint={mobileHint ?? t('fields.mobileHint')}
        error={errors.mobile ? t(errors.mobile) : undefined}
        value={typed.mobile}
        onChange={(event) => onType({ ...typed, mobile: event.target.value })}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        required
      />
    </>
  );
}
