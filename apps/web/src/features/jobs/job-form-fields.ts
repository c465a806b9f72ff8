// The job form's fields in screen order, and the contract's field names where they differ from the form's:
// shared by the form and its check (job-check.ts), which is fetched apart from it.
import type { WagePer } from '@kaamsetu/contract';

export type Field =
  'title' | 'trade' | 'place' | 'wage' | 'startsOn' | 'days' | 'workers' | 'contactHours' | 'description';
export const fieldOrder: readonly Field[] = [
  'title',
  'trade',
  'place',
  'wage',
  'startsOn',
  'days',
  'workers',
  'contactHours',
  'description',
];
/** The contract's field names where they differ from the form's. */
export const formFieldOf: Record<string, Field> = { wagePaise: 'wage', placeId: 'place', lat: 'place', lon: 'place' };

/** What the job form holds as typed (the check turns it into a request). */
export interface JobFormValues {
  title: string;
  trade: string;
  placeText: string;
  placeId: number | undefined;
  wage: string;
  wagePer: WagePer;
  startsOn: string;
  days: string;
  workers: string;
  contactHours: string;
  description: string;
}
