import { z } from '../zod';
import { choice, optionalText, requiredText } from './fields';

export const FEATURE_PRIORITIES = ['low', 'normal', 'high'] as const;

export const FEATURE_PRIORITY_LABELS: Record<(typeof FEATURE_PRIORITIES)[number], string> = {
  low: 'Nice to Have',
  normal: 'Would be Great',
  high: 'Really Important',
};

export const featureRequestSchema = z.object({
  title: requiredText('Title', 150),
  priority: choice(FEATURE_PRIORITIES, 'Choose a priority.'),
  description: requiredText('Description', 5000),
  use_case: optionalText('Use case', 3000),
});
