/** What other features may use of forms: the schema-bound form hook and its controls. */
export { CheckboxField, optionsOf, SelectField, TextField } from './form-fields';
export { fieldId, useZodForm } from './use-zod-form';
