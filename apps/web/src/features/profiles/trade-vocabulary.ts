// Every language's trade names and the words people type for trades (4.7 KB gzip): the skills picker fetches it on
// its first use, so a Labourer's setup page does not carry it (docs/decisions/040).
export { tradeKeyFor } from '@kaamsetu/contract';
