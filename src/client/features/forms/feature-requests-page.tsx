import {
  FEATURE_PRIORITIES,
  FEATURE_PRIORITY_LABELS,
  featureRequestSchema,
} from '@shared/forms/feature-request';
import { Card } from '../../components/ui/card';
import { optionsOf, SelectField, TextAreaField, TextField } from './form-fields';
import { FormPage, SubmitButton } from './form-page';
import { useSubmitForm } from './use-submit-form';
import { useZodForm } from './use-zod-form';

const EMPTY = { title: '', priority: '', description: '', use_case: '' };

function FeatureRequestForm() {
  const form = useZodForm(featureRequestSchema, EMPTY);
  const { submitting, onSubmit } = useSubmitForm({
    path: '/forms/feature-requests',
    validate: form.validate,
    showErrors: form.showErrors,
    success: {
      title: 'Feature request submitted!',
      description: "Thank you for your suggestion. We'll review it carefully.",
    },
    failure: { title: 'Submission failed', description: 'Please try again later.' },
    onSuccess: () => form.reset(),
  });
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField form={form} name="title" label="Feature Title" required maxLength={150} />
        <SelectField
          form={form}
          name="priority"
          label="Priority"
          required
          placeholder="Select priority"
          options={optionsOf(FEATURE_PRIORITIES, FEATURE_PRIORITY_LABELS)}
        />
        <TextAreaField form={form} name="description" label="Description" required maxLength={5000} />
        <TextAreaField
          form={form}
          name="use_case"
          label="Use Case"
          hint="How would you or other players use it?"
          maxLength={3000}
        />
        <SubmitButton busy={submitting}>Submit Feature Request</SubmitButton>
      </form>
    </Card>
  );
}

export default function FeatureRequestsPage() {
  return (
    <FormPage
      eyebrow="Community"
      title="Feature Requests"
      intro={<p>Have an idea that would make the server better? We read every suggestion.</p>}
      signInMessage="Please sign in with Discord to request a feature."
    >
      {() => <FeatureRequestForm />}
    </FormPage>
  );
}
