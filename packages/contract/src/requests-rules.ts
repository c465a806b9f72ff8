// Hire Now and Report Profile messages and statuses, without zod: a page that only shows them does not load zod
// with them (issue 19). requests.ts builds its schemas on these.

export const requestMessages = {
  mediationRequested: 'Request sent. Our team will contact the worker and call you back.',
  onlyEmployersHire: 'Only employers can send a Hire Now request.',
  notALabourer: 'Hire Now is only for labourers.',
  sampleNotHireable: 'This is a sample profile. Hire Now is only for real workers.',
  reportFiled: 'Thank you. Our team will look at this profile.',
  reportAlreadyOpen: 'You have already reported this profile. Our team is looking at it.',
  cannotReportSelf: 'You cannot report your own profile.',
  reasonRequired: 'Tell us what is wrong (at least 3 characters).',
  locationRequired: 'Enter the work location',
  salaryInvalid: 'Enter the daily wage in rupees',
} as const;

export const mediationStatuses = ['Pending', 'Done', 'Rejected'] as const;
