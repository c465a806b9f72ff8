// Safety's limits, messages and kinds of report, sanction and appeal, without zod: a page that only shows a
// person's standing does not load zod with them (issue 19). safety.ts builds its schemas on these.

/** Days a person has to appeal a warning or a suspension, counted from when it was given. */
export const APPEAL_WINDOW_DAYS = 7;
/** Days a warning stays on the person's banner (it stays on record, and counts towards a suspension). */
export const WARNING_SHOWN_DAYS = 30;
/** Number checks one source address may make in an hour. */
export const NUMBER_CHECKS_PER_SOURCE_PER_HOUR = 10;
export const APPEAL_TEXT_MAX = 1000;

export const safetyMessages = {
  moneyDemandFiled: 'Thank you. Our team will look at this employer before they can unlock more numbers.',
  moneyDemandFiledNoFreeze: 'Thank you. Our team will look at this employer.',
  moneyDemandAlreadyOpen: 'You have already reported this employer. Our team is looking at it.',
  onlyWorkersReportMoney: 'Only workers can report an employer for asking money.',
  notAnEmployer: 'This report is only for employers.',
  unlocksFrozen:
    'A worker reported that this account asked them for money. New unlocks are paused until our team reviews it.',
  accountSuspended: 'Your account is suspended: {{reason}}. You can appeal in the app.',
  warnFirst: 'This person was never warned. Give a warning before a suspension.',
  alreadySuspended: 'This person is already suspended.',
  personWarned: 'Warning given.',
  personSuspended: 'Account suspended.',
  reportCleared: 'Report ID {{id}} cleared.',
  reportWarned: 'Report ID {{id}}: warning given.',
  reportSuspended: 'Report ID {{id}}: account suspended.',
  nothingToAppeal: 'There is no warning or suspension to appeal.',
  appealWindowClosed: 'The 7 days to appeal have passed.',
  appealAlreadyFiled: 'You have already appealed. Our team will answer soon.',
  appealFiled: 'Your appeal was sent. Our team will look at it.',
  appealUpheld: 'Appeal ID {{id}}: the decision stands.',
  appealLifted: 'Appeal ID {{id}}: the decision was lifted.',
  appealTextRequired: 'Tell us why (at least 10 characters).',
  reasonRequired: 'Give a reason (at least 3 characters).',
  tooManyNumberChecks: 'Too many number checks from here. Try again in an hour.',
} as const;

/** Fills {{id}} or {{reason}} in a safety message. */
export function safetyMessage(
  key: keyof typeof safetyMessages,
  values: { id?: string | number; reason?: string } = {},
) {
  return safetyMessages[key].replace('{{id}}', String(values.id ?? '')).replace('{{reason}}', values.reason ?? '');
}

/** What kind a report is: the spec's Report Profile, or a worker's "Asked me for money". */
export const reportKinds = ['profile', 'money-demand'] as const;

export const sanctionKinds = ['warning', 'suspension'] as const;

export const appealStatuses = ['pending', 'upheld', 'lifted'] as const;
