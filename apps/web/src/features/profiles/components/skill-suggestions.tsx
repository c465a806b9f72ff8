// Common trades as buttons that add or remove a skill, so a worker can fill in skills without typing. A
// trade counts as chosen however it was written ("mistri" marks Mason), because search reads it that way.
import '../../../components/ui/chips.css';
import { tradeKeyFor, trades } from '@kaamsetu/contract';
import type { SupportedLanguage, Translate } from '../../../i18n/i18n';

function splitSkills(skills: string): string[] {
  return skills
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

interface SkillSuggestionsProps {
  t: Translate;
  language: SupportedLanguage;
  skills: string;
  onChange: (skills: string) => void;
}

export function SkillSuggestions({ t, language, skills, onChange }: SkillSuggestionsProps) {
  const chosen = new Set(splitSkills(skills).map(tradeKeyFor));

  function toggle(key: string, name: string) {
    const list = splitSkills(skills);
    onChange((chosen.has(key) ? list.filter((skill) => tradeKeyFor(skill) !== key) : [...list, name]).join(', '));
  }

  return (
    <div className="skill-suggestions" role="group" aria-labelledby="skill-suggestions-title">
      <p id="skill-suggestions-title" className="field-hint">
        {t('skillSuggestions')}
      </p>
      <ul className="chips">
        {trades.map((trade) => (
          <li key={trade.key}>
            <button
              type="button"
              className="chip"
              aria-pressed={chosen.has(trade.key)}
              onClick={() => toggle(trade.key, trade[language])}
            >
              {trade[language]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
