import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { firstErrors } from './use-zod-form';

/**
 * Turns a failed submission into what the user sees: inline messages for the fields the server
 * named, and a toast. Expected refusals (invalid input, rate limit, conflict) show the server's
 * message; anything else shows the form's own fallback text and is logged.
 */
export function reportSubmitError(
  error: unknown,
  fallback: { title: string; description: string },
  showErrors: (errors: Record<string, string>) => void,
) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    if (error.fields) showErrors(firstErrors(error.fields));
    toast.error(fallback.title, { description: error.message });
    return;
  }
  console.error(error);
  toast.error(fallback.title, { description: fallback.description });
}
