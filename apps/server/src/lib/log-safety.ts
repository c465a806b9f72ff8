// Logs never carry a one-time code or a whole phone number. Numbers reach log lines mostly inside URLs (staff
// search by mobile) and adapter messages; any run of six or more digits is cut to its last two.
const LONG_DIGIT_RUN = /\d{6,}/g;

export function maskDigits(text: string): string {
  return text.replace(LONG_DIGIT_RUN, (digits) => `${'•'.repeat(digits.length - 2)}${digits.slice(-2)}`);
}
