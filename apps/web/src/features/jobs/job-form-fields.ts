// The job form's fields in screen order, and the contract's field names where they differ from the form's:
// shared by the form and its check (job-check.ts), which is fetched apart from it.
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
