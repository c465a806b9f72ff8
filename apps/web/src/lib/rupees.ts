// Money on screen: amounts travel as integer paise and are shown in rupees the Indian way (₹1,00,000.00),
// and what a person types in rupees becomes paise without floating-point surprises.
import type { SupportedLanguage } from '../i18n/i18n';
import { numberFormat } from './intl-locale';

// The ₹ sign is written here rather than by Intl's currency style: some languages' currency patterns group in
// thousands (Marathi: ₹100,000.00) while their plain numbers group the Indian way (1,00,000).
function rupees(paise: number, language: SupportedLanguage, decimals: { min: number; max: number }): string {
  const amount = numberFormat(language, {
    minimumFractionDigits: decimals.min,
    maximumFractionDigits: decimals.max,
  }).format(Math.abs(paise) / 100);
  return `${paise < 0 ? '-' : ''}₹${amount}`;
}

/** ₹ with two decimals always (balances, amounts in lists). */
export function formatRupees(paise: number, language: SupportedLanguage): string {
  return rupees(paise, language, { min: 2, max: 2 });
}

/** ₹ without decimals when the amount is whole rupees (prices in a sentence: "View contact (₹15)"). */
export function formatPrice(paise: number, language: SupportedLanguage): string {
  return rupees(paise, language, { min: paise % 100 === 0 ? 0 : 2, max: 2 });
}

/** Credits (₹1 = 1 Credit) as a plain number grouped the Indian way, decimals only when there are paise. */
export function formatCreditsNumber(paise: number, language: SupportedLanguage): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(paise / 100);
}

/**
 * Paise for a typed rupee amount ("100", "1,000", "99.5", "₹ 250.75", ".5"), or null when it is not one:
 * empty, negative, more than two decimals, or not a number at all.
 */
export function paiseFromRupees(typed: string): number | null {
  const match = /^(\d{0,9})(?:\.(\d{0,2}))?$/.exec(typed.replace(/[\s,₹]/g, ''));
  if (!match || !/\d/.test(`${match[1]}${match[2] ?? ''}`)) return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
