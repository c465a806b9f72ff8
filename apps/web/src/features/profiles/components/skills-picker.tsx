// The skills field of a worker's profile: trade chips with pictures to tap on and off, and a text box for
// any other skill. What leaves it is the spec's comma-separated skills text (section 5), chips first in the
// page's language ("Plumber, Tile polishing"); the server reads each trade's name in any language.
// A trade counts as picked however it was written ("mistri" lights Mason), because search reads it that way.
// Knowing every way of writing a trade takes the whole trade vocabulary (every language's names and the words
// people type), which is fetched on the picker's first use or for saved skills the reader's language does not name
// (docs/decisions/040): until then a trade is known by its name in the page's language, which is what a tap writes.
import { use, useState } from 'react';
import { normalizeTerm, skillList, tradeKeys } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { loadOnFirstUse } from '../../../components/ui/load-on-first-use';
import { TextField } from '../../../components/ui/form-field';
import { TradeChips, TradeLabel } from '../../../components/trades/trade-chips';
import './skills-picker.css';

const vocabulary = loadOnFirstUse(() => import('../trade-vocabulary'));
/** The first try at fetching the vocabulary: what a picker waits for, once, when skills come from outside. */
let firstTry: Promise<void> | undefined;

type TradeKeyOf = (skill: string) => string | undefined;

/**
 * The trade a skill names: by any name or alias once the vocabulary has arrived, else by the page's own names;
 * and the call that fetches the vocabulary now (the person came into the picker).
 */
function useTradeKeyOf(): [TradeKeyOf, () => void] {
  const { t: tradeName } = useTranslation('trades');
  const [vocabularyKeyOf, setVocabularyKeyOf] = useState(() => vocabulary.loaded()?.tradeKeyFor);
  const takeVocabulary = () => setVocabularyKeyOf(() => vocabulary.loaded()?.tradeKeyFor);
  // Arrived while this picker waited for it, or for another picker.
  if (vocabularyKeyOf === undefined && vocabulary.loaded()) takeVocabulary();
  const fetchVocabulary = () => void vocabulary.whenTried().then(takeVocabulary);
  if (vocabularyKeyOf) return [vocabularyKeyOf, fetchVocabulary];
  const byPageNames: TradeKeyOf = (skill) => {
    const term = normalizeTerm(skill);
    return tradeKeys.find((key) => normalizeTerm(tradeName(key)) === term || normalizeTerm(key) === term);
  };
  return [byPageNames, fetchVocabulary];
}

interface SkillsPickerProps {
  /** The text box's id: the form focuses it when skills are missing. */
  id: string;
  /** The skills as the wire carries them: comma-separated. */
  value: string;
  /** Already translated. */
  error?: string | undefined;
  onChange: (skills: string) => void;
}

/**
 * Skills from outside (a saved profile, a reset) that the page's own trade names do not all name wait for the
 * vocabulary, once, so a saved "Raj Mistri" lights Mason from the first paint; skills the person types never wait.
 * Offline, with the vocabulary not fetched, they show by the page's own names.
 */
export function SkillsPicker(props: SkillsPickerProps) {
  const [keyOf, fetchVocabulary] = useTradeKeyOf();
  const [lastSent, setLastSent] = useState<string>();
  if (props.value !== lastSent && !vocabulary.loaded() && skillList(props.value).some((skill) => !keyOf(skill))) {
    use((firstTry ??= vocabulary.whenTried()));
  }
  return (
    <PickerFields
      {...props}
      keyOf={keyOf}
      onFirstUse={fetchVocabulary}
      onChange={(skills) => {
        setLastSent(skills);
        props.onChange(skills);
      }}
    />
  );
}

interface PickerFieldsProps extends SkillsPickerProps {
  keyOf: TradeKeyOf;
  /** The person came into the picker (focus): time to fetch what reads any spelling of a trade. */
  onFirstUse: () => void;
}

function PickerFields({ id, value, error, onChange, keyOf, onFirstUse }: PickerFieldsProps) {
  const { t } = useTranslation('profiles');
  const { t: tradeName } = useTranslation('trades');
  const { t: tPeople } = useTranslation('people');
  const { t: tForm } = useTranslation('profileForm');
  // The picked trades as written, and the text box as typed (a half-typed "Tile pol" must stay as it is);
  // both start again from the value whenever it changes from outside (a profile loads, the form resets).
  const namesTrade = (skill: string) => keyOf(skill) !== undefined;
  const [picked, setPicked] = useState(() => skillList(value).filter(namesTrade));
  const [otherText, setOtherText] = useState(() => otherSkillsOf(value, namesTrade));
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    setPicked(skillList(value).filter(namesTrade));
    setOtherText(otherSkillsOf(value, namesTrade));
  }

  const chosen = new Set([...picked, ...skillList(otherText)].map(keyOf));

  function send(nextPicked: string[], nextOtherText: string) {
    const next = [...nextPicked, ...skillList(nextOtherText)].join(', ');
    setPicked(nextPicked);
    setOtherText(nextOtherText);
    setSeenValue(next);
    onChange(next);
  }

  function toggle(trade: string) {
    if (!chosen.has(trade)) return send([...picked, tradeName(trade)], otherText);
    const isOther = (skill: string) => keyOf(skill) !== trade;
    // Typed into the box ("plumber, tiles"): unpicking the chip takes it out of the box too.
    const typed = skillList(otherText);
    send(picked.filter(isOther), typed.every(isOther) ? otherText : typed.filter(isOther).join(', '));
  }

  const titleId = `${id}-title`;
  return (
    <div className="skills-picker" role="group" aria-labelledby={titleId} onFocus={onFirstUse}>
      <p id={titleId} className="skills-picker-title">
        {t('fields.skills')}
      </p>
      <p className="field-hint">{tForm('skillsTapHint')}</p>
      <TradeChips
        labelledBy={titleId}
        alwaysShown={new Set([...chosen].filter((key) => key !== undefined))}
        showAllLabel={(count) => tPeople('trades.showAll', { count })}
        showFewerLabel={tPeople('trades.showFewer')}
        renderChip={(trade) => (
          <button
            type="button"
            className="chip trade-chip"
            aria-pressed={chosen.has(trade)}
            onClick={() => toggle(trade)}
          >
            <TradeLabel trade={trade} name={tradeName(trade)} />
          </button>
        )}
      />
      <TextField
        id={id}
        label={t('fields.otherSkills')}
        hint={tForm('hints.otherSkills')}
        value={otherText}
        error={error}
        onChange={(event) => send(picked, event.target.value)}
        maxLength={500}
      />
    </div>
  );
}

function otherSkillsOf(value: string, namesTrade: (skill: string) => boolean): string {
  return skillList(value)
    .filter((skill) => !namesTrade(skill))
    .join(', ');
}
