// Reports about a review, for the reviews module. The reports queue stays this module's: a review report is one
// more row in it, about the review's author and naming the review, so staff handle it like any other.
import type { Executor } from '../../db/client.js';
import * as requests from './requests.repository.js';

/** Files the report; undefined when this reporter already has an open report about the review. */
export function fileReviewReport(
  db: Executor,
  report: { reporterId: string; authorId: string; reviewId: number; reason: string },
) {
  return requests.insertReport(db, {
    reporterId: report.reporterId,
    profileId: report.authorId,
    reviewId: report.reviewId,
    reason: report.reason,
    details: '',
  });
}
