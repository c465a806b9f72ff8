// The proposal form's fields and what was typed in them, shared by the form and its check (proposal-check.ts),
// which is fetched apart from it.
export type Field = 'title' | 'amount' | 'startsOn' | 'days' | 'site' | 'hours' | 'description';
export const fieldOrder: readonly Field[] = ['title', 'amount', 'startsOn', 'days', 'site', 'hours', 'description'];
/** The contract's field names where they differ from the form's. */
export const formFieldOf: Record<string, Field> = { amountPaise: 'amount' };

export interface ProposalValues {
  title: string;
  amount: string;
  startsOn: string;
  days: string;
  site: string;
  hours: string;
  description: string;
}

/** The day `days` after `from`, at midnight on the phone. */
export function daysAhead(from: Date, days: number): Date {
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
}
