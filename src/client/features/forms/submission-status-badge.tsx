import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@shared/forms/review-status';
import { Badge, type BadgeProps } from '../../components/ui/badge';

const STATUS_VARIANT: Record<ReviewStatus, BadgeProps['variant']> = {
  new: 'secondary',
  in_review: 'warning',
  resolved: 'success',
  accepted: 'success',
  rejected: 'danger',
};

/** A submission's review status, as staff set it. */
export function SubmissionStatusBadge({ status, className }: { status: ReviewStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className}>
      {REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}
