// A profile's skills as a page shows them, from the trade key the server sends beside each one (`skillTrades`):
// small on purpose, so a page names skills in its reader's language with that language's trade names alone,
// without the whole trade vocabulary (docs/decisions/040).

/** The server's trade key of each skill of `skillList(skills)`, in order; null where a skill names no trade. */
export type SkillTrades = readonly (string | null)[];

/** Lower case, single spaces, no punctuation: how typed words are compared with trade names. */
export function normalizeTerm(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** A profile's comma-separated skills (the wire format, spec section 5) as a list, blanks dropped. */
export function skillList(skills: string): string[] {
  return skills
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/**
 * Comma-separated skills as a reader says them: a skill naming a trade as that trade's name (`tradeName`), any
 * other as typed ("Raj Mistri, Tiles" in Marathi: "गवंडी, फरशी फिटर"); two spellings of one trade show once.
 * Without `skillTrades` (an answer from before the server sent them) every skill shows as typed.
 */
export function namedSkills(
  skills: string,
  skillTrades: SkillTrades | undefined,
  tradeName: (key: string) => string,
): string {
  const names = skillList(skills).map((skill, index) => {
    const key = skillTrades?.[index];
    return key ? tradeName(key) : skill;
  });
  return [...new Set(names)].join(', ');
}

/** The trade of the first skill that names one ("Tile polishing, Raj Mistri" → "mason"): a card's picture. */
export function firstTrade(skillTrades: SkillTrades | undefined): string | undefined {
  return skillTrades?.find((key) => key !== null) ?? undefined;
}
