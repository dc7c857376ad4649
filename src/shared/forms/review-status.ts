/** Review states the staff console moves submissions through. */
export const REVIEW_STATUSES = ['new', 'in_review', 'resolved', 'accepted', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  new: 'Received',
  in_review: 'In review',
  resolved: 'Resolved',
  accepted: 'Accepted',
  rejected: 'Declined',
};
