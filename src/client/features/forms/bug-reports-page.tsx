import { BUG_SEVERITIES, BUG_SEVERITY_LABELS, bugReportSchema } from '@shared/forms/bug-report';
import { Card } from '../../components/ui/card';
import { optionsOf, SelectField, TextAreaField, TextField } from './form-fields';
import { FormPage, SubmitButton } from './form-page';
import { useSubmitForm } from './use-submit-form';
import { useZodForm } from './use-zod-form';

const EMPTY = {
  title: '',
  severity: '',
  description: '',
  steps_to_reproduce: '',
  expected_behavior: '',
  actual_behavior: '',
  minecraft_version: '',
  mod_version: '',
};

function BugReportForm() {
  const form = useZodForm(bugReportSchema, EMPTY);
  const { submitting, onSubmit } = useSubmitForm({
    path: '/forms/bug-reports',
    validate: form.validate,
    showErrors: form.showErrors,
    success: { title: 'Bug report submitted!', description: 'Thank you for helping us improve the server.' },
    failure: { title: 'Submission failed', description: 'Please try again later.' },
    onSuccess: () => form.reset(),
  });
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField form={form} name="title" label="Bug Title" required maxLength={150} />
        <SelectField
          form={form}
          name="severity"
          label="Severity"
          required
          placeholder="Select severity"
          options={optionsOf(BUG_SEVERITIES, BUG_SEVERITY_LABELS)}
        />
        <TextAreaField form={form} name="description" label="Description" required maxLength={5000} />
        <TextAreaField form={form} name="steps_to_reproduce" label="Steps to Reproduce" maxLength={5000} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextAreaField
            form={form}
            name="expected_behavior"
            label="Expected Behavior"
            rows={3}
            maxLength={2000}
          />
          <TextAreaField
            form={form}
            name="actual_behavior"
            label="Actual Behavior"
            rows={3}
            maxLength={2000}
          />
          <TextField
            form={form}
            name="minecraft_version"
            label="Minecraft Version"
            placeholder="1.21.1"
            maxLength={40}
          />
          <TextField
            form={form}
            name="mod_version"
            label="Mod Version"
            placeholder="Cobblemon 1.6"
            maxLength={40}
          />
        </div>
        <SubmitButton busy={submitting}>Submit Bug Report</SubmitButton>
      </form>
    </Card>
  );
}

export default function BugReportsPage() {
  return (
    <FormPage
      eyebrow="Support"
      title="Bug Reports"
      intro={<p>Found something broken? Tell us how it happened so we can fix it.</p>}
      signInMessage="Please sign in with Discord to report a bug."
    >
      {() => <BugReportForm />}
    </FormPage>
  );
}
