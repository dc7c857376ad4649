/** Per user and form: a burst of honest retries passes, a flood does not. */
export const FORM_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 };
export const APPLICATION_RATE_LIMIT = { limit: 3, windowSeconds: 60 * 60 };

const TOO_MANY_FORMS =
  'You have sent this form several times in a short while. Please wait 10 minutes and try again.';
export const TOO_MANY_APPLICATIONS =
  'You have submitted several applications in the last hour. Please wait an hour before applying again.';

export type FormName = 'application' | 'support' | 'bug' | 'feature' | 'appeal' | 'report' | 'waitlist';

export function formLimit(form: FormName, userId: string) {
  const { limit, windowSeconds } = form === 'application' ? APPLICATION_RATE_LIMIT : FORM_RATE_LIMIT;
  return {
    key: `form:${form}:${userId}`,
    limit,
    windowSeconds,
    message: form === 'application' ? TOO_MANY_APPLICATIONS : TOO_MANY_FORMS,
  };
}
