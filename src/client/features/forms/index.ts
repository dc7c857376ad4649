/** What other features may use of forms: the schema-bound form hook, its controls and the status badge. */
export { CheckboxField, optionsOf, SelectField, TextField } from './form-fields';
export { SubmissionStatusBadge } from './submission-status-badge';
export { fieldId, useZodForm } from './use-zod-form';
