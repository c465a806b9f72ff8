// The audit trail as the staff API sends it: a mobile number in a before or after shows only its last four
// digits. Nobody reading the trail needs the whole number, so it never leaves the server (it stays whole in
// the table, which is the record).
import { auditPhoneFields, maskIndianMobile } from '@kaamsetu/contract';

const phoneFields = new Set<string>(auditPhoneFields);
// A number stored under any other name is still a number: the stored form is E.164.
const INDIAN_MOBILE_E164 = /^\+91[6-9]\d{9}$/;

export function withNumbersMasked(value: unknown, field?: string): unknown {
  if (typeof value === 'string') {
    const isNumber = (field !== undefined && phoneFields.has(field) && value !== '') || INDIAN_MOBILE_E164.test(value);
    return isNumber ? maskIndianMobile(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => withNumbersMasked(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withNumbersMasked(inner, key)]));
  }
  return value;
}
