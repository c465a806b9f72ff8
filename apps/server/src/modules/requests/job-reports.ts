// Reports about a job post, for the jobs module. Like a review report, it is one more row in the reports queue,
// about the job's Employer, naming the job in its details, so staff handle it like any other report.
import type { Executor } from '../../db/client.js';
import * as requests from './requests.repository.js';

/** Files the report; undefined when this reporter already has an open report about the Employer. */
export function fileJobReport(
  db: Executor,
  report: { reporterId: string; employerId: string; jobId: string; title: string; reason: string },
) {
  return requests.insertReport(db, {
    reporterId: report.reporterId,
    profileId: report.employerId,
    reason: report.reason,
    details: `Job ${report.jobId}: ${report.title}`,
  });
}
