// The words search finds a profile by: name, skills, the trades they name in every language, and
// places, normalised and de-duplicated. Written whenever a profile is saved or generated.
import { normalizeTerm, trades } from '@kaamsetu/contract';

export interface SearchableProfile {
  name: string;
  skills: readonly string[];
  tradeKeys: readonly string[];
  location?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  pincode?: string | undefined;
  companyName?: string | undefined;
  businessType?: string | undefined;
}

export function profileSearchWords(profile: SearchableProfile): string[] {
  const tradeNames = trades
    .filter((trade) => profile.tradeKeys.includes(trade.key))
    .flatMap((trade) => [trade.key, trade.en, trade.hi, trade.mr, trade.ta]);
  const text = normalizeTerm(
    [
      profile.name,
      ...profile.skills,
      ...tradeNames,
      profile.location,
      profile.city,
      profile.state,
      profile.pincode,
      profile.companyName,
      profile.businessType,
    ]
      .filter(Boolean)
      .join(' '),
  );
  return [...new Set(text.split(' ').filter((word) => word.length >= 2))];
}
