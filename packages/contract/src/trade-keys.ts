// The keys of the trades KaamSetu knows, in the order lists show them. Keys never change: profiles and jobs store
// them, and the trade pictures are named by them. Every language's names (trade-names/) name each one, and a page
// that only needs to know a key or order the trades gets them without any names (docs/decisions/040).
export const tradeKeys = [
  'mason',
  'electrician',
  'plumber',
  'painter',
  'carpenter',
  'driver',
  'helper',
  'cook',
  'cleaner',
  'welder',
  'tiler',
  'gardener',
  'security-guard',
  'tailor',
  'mechanic',
  'housemaid',
  'ac-technician',
  'beautician',
  'barber',
  'delivery-rider',
  'loader',
  'bar-bender',
  'false-ceiling',
  'aluminium-fabricator',
  'marble-polisher',
  'waterproofing',
  'pest-control',
  'waiter',
  'nanny',
  'caretaker',
  'laundry',
  'cobbler',
  'mobile-repair',
  'computer-operator',
  'packer',
  'warehouse-worker',
  'farm-labourer',
  'tractor-driver',
  'shuttering-carpenter',
  'jcb-operator',
] as const;

export type TradeKey = (typeof tradeKeys)[number];

/** Whether `key` is one of the trades' keys (a trade in an address or a job, say). */
export function isTradeKey(key: string | undefined): key is TradeKey {
  return (tradeKeys as readonly string[]).includes(key ?? '');
}
