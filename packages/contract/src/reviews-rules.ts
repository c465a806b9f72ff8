// Reviews' limits, messages, tags and engagement kinds, without zod: a page that only shows reviews does not load
// zod with them (issue 19). reviews.ts builds its schemas on these.

export const REVIEW_EDIT_DAYS = 14;
export const REVIEW_TEXT_MAX = 500;
export const REVIEWS_PAGE_SIZE = 10;

export const reviewMessages = {
  noEngagement: 'You can only review someone you have worked with or contacted through KaamSetu.',
  alreadyReviewed: 'You have already reviewed this. You can edit your review instead.',
  cannotReviewSelf: 'You cannot review yourself.',
  cannotReviewSample: 'Sample profiles cannot be reviewed.',
  editWindowClosed: 'Reviews can only be changed for 14 days.',
  notYourReview: 'You can only change your own review.',
  onlySubjectReplies: 'Only the person reviewed can reply.',
  reviewNotFound: 'Review not found',
  starsInvalid: 'Choose 1 to 5 stars',
  textTooLong: 'Keep it under 500 characters',
  tagNotAllowed: 'This tag does not fit this review',
  reviewSaved: 'Thank you for your review.',
  reviewUpdated: 'Your review was updated.',
  replySaved: 'Your reply was added.',
  reviewReported: 'Thank you. Our team will look at this review.',
  reviewHidden: 'The review is hidden.',
  reviewAlreadyHidden: 'This review is already hidden.',
  hiddenReviewFixed: 'Our team hid this review, so it can no longer be changed.',
  alreadyReported: 'You have already reported this review. Our team is looking at it.',
  cannotReportOwn: 'You cannot report your own review.',
} as const;

/** Tags about a worker (written by an Employer) and about an Employer (written by a worker). */
export const workerReviewTags = ['on-time', 'good-work', 'fair-price', 'would-hire-again'] as const;
export const employerReviewTags = ['paid-on-time', 'paid-as-agreed', 'respectful', 'work-as-described'] as const;

/** What made a review possible. */
export const engagementKinds = ['unlock', 'hire-request', 'job'] as const;
