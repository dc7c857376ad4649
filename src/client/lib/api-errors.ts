/**
 * The one way a failed write reaches the user: the server's per-field messages (ErrorBody's
 * `fields`) go next to the controls, and a toast says what failed, in the server's words for a
 * refusal (invalid input, rate limit, conflict) or the caller's own text otherwise.
 */
import type { FieldErrors } from '@shared/api/errors';
import { ApiError } from './api';
import { toast } from './toast';

/** The first message per field path, as a page shows them next to each control. */
export function firstErrors(fields: Partial<FieldErrors>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields)) {
    const first = messages?.[0];
    if (first) out[key] = first;
  }
  return out;
}

export interface FailureReport {
  title: string;
  /** The toast's text when the server's message is not shown. */
  description: string;
  /** Which server messages the toast shows: refusals (4xx, the default), any API error, or none. */
  serverMessage?: 'refusals' | 'any' | 'none';
  /**
   * Says the server's per-field messages (the real reasons, when no control shows them) instead
   * of its summary, when it named any and its message is shown.
   */
  fieldMessages?: boolean;
  /** Receives the first message per field the server named. */
  onFieldErrors?: (errors: Record<string, string>) => void;
}

/** Whether the user should read the server's own message for this failure. */
function shown(error: unknown, which: FailureReport['serverMessage']): error is ApiError {
  if (!(error instanceof ApiError) || which === 'none') return false;
  return which === 'any' || (error.status >= 400 && error.status < 500);
}

/** The first message per field the server named, if it named any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? firstErrors(error.fields) : {};
}

/** The text to show for a failure, by the same rules as the toast (also for inline messages). */
export function failureMessage(
  error: unknown,
  report: Pick<FailureReport, 'description' | 'serverMessage' | 'fieldMessages'>,
) {
  if (!shown(error, report.serverMessage)) return report.description;
  const reasons = report.fieldMessages ? [...new Set(Object.values(fieldErrorsOf(error)))] : [];
  return reasons.length > 0 ? reasons.map((r) => (/[.!?]$/.test(r) ? r : `${r}.`)).join(' ') : error.message;
}

/**
 * Use as a mutation's `onError`: field messages to the form, then the toast. Failures shown
 * without the server's explanation are logged.
 */
export function reportFailure(error: unknown, report: FailureReport) {
  const fields = fieldErrorsOf(error);
  if (report.onFieldErrors && Object.keys(fields).length > 0) report.onFieldErrors(fields);
  if (!shown(error, report.serverMessage)) console.error(report.title, error);
  toast.error(report.title, { description: failureMessage(error, report) });
}
