// The skills field of a worker's profile: trade chips with pictures to tap on and off, and a text box for
// any other skill. What leaves it is the spec's comma-separated skills text (section 5), chips first in the
// page's language ("Plumber, Tile polishing"); the server reads each trade's name in any language.
// A trade counts as picked however it was written ("mistri" lights Mason), because search reads it that way.
import { useState } from 'react';
import { skillList, tradeKeyFor } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { TextField } from '../../../components/ui/form-field';
import { TradeChips, TradeLabel } from '../../../components/trades/trade-chips';
import './skills-picker.css';

const namesTrade = (skill: string) => tradeKeyFor(skill) !== undefined;

interface SkillsPickerProps {
  /** The text box's id: the form focuses it when skills are missing. */
  id: string;
  /** The skills as the wire carries them: comma-separated. */
  value: string;
  /** Already translated. */
  error?: string | undefined;
  onChange: (skills: string) => void;
}

export function SkillsPicker({ id, value, error, onChange }: SkillsPickerProps) {
  const { t } = useTranslation('profiles');
  const { t: tradeName } = useTranslation('trades');
  const { t: tPeople } = useTranslation('people');
  const { t: tForm } = useTranslation('profileForm');
  // The picked trades as written, and the text box as typed (a half-typed "Tile pol" must stay as it is);
  // both start again from the value whenever it changes from outside (a profile loads, the form resets).
  const [picked, setPicked] = useState(() => skillList(value).filter(namesTrade));
  const [otherText, setOtherText] = useState(() => otherSkillsOf(value));
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    setPicked(skillList(value).filter(namesTrade));
    setOtherText(otherSkillsOf(value));
  }

  const chosen = new Set([...picked, ...skillList(otherText)].map(tradeKeyFor));

  function send(nextPicked: string[], nextOtherText: string) {
    const next = [...nextPicked, ...skillList(nextOtherText)].join(', ');
    setPicked(nextPicked);
    setOtherText(nextOtherText);
    setSeenValue(next);
    onChange(next);
  }

  function toggle(trade: string) {
    if (!chosen.has(trade)) return send([...picked, tradeName(trade)], otherText);
    const isOther = (skill: string) => tradeKeyFor(skill) !== trade;
    // Typed into the box ("plumber, tiles"): unpicking the chip takes it out of the box too.
    const typed = skillList(otherText);
    send(picked.filter(isOther), typed.every(isOther) ? otherText : typed.filter(isOther).join(', '));
  }

  const titleId = `${id}-title`;
  return (
    <div className="skills-picker" role="group" aria-labelledby={titleId}>
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

function otherSkillsOf(value: string): string {
  return skillList(value)
    .filter((skill) => !namesTrade(skill))
    .join(', ');
}
