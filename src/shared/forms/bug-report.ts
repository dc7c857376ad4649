import { z } from '../zod';
import { choice, optionalText, requiredText } from './fields';

export const BUG_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

export const BUG_SEVERITY_LABELS: Record<(typeof BUG_SEVERITIES)[number], string> = {
  low: 'Low - Minor inconvenience',
  medium: 'Medium - Affects gameplay',
  high: 'High - Major feature broken',
  critical: 'Critical - Server crash or exploit',
};

export const bugReportSchema = z.object({
  title: requiredText('Title', 150),
  severity: choice(BUG_SEVERITIES, 'Choose a severity.'),
  description: requiredText('Description', 5000),
  steps_to_reproduce: optionalText('Steps to reproduce', 5000),
  expected_behavior: optionalText('Expected behavior', 2000),
  actual_behavior: optionalText('Actual behavior', 2000),
  minecraft_version: optionalText('Minecraft version', 40),
  mod_version: optionalText('Mod version', 40),
});
