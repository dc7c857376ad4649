import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  supportTicketSchema,
} from '@shared/forms/support-ticket';
import { Card } from '../../components/ui/card';
import { optionsOf, SelectField, TextAreaField, TextField } from './form-fields';
import { FormPage, SubmitButton } from './form-page';
import { useSubmitForm } from './use-submit-form';
import { useZodForm } from './use-zod-form';

const EMPTY = { email: '', category: '', subject: '', message: '' };

function SupportForm() {
  const form = useZodForm(supportTicketSchema, EMPTY);
  const { submitting, onSubmit } = useSubmitForm({
    path: '/forms/support-tickets',
    validate: form.validate,
    showErrors: form.showErrors,
    success: {
      title: 'Support ticket submitted!',
      description: "We'll get back to you as soon as possible.",
    },
    failure: { title: 'Submission failed', description: 'Please try again or contact us through Discord.' },
    onSuccess: () => form.reset(),
  });
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        <SelectField
          form={form}
          name="category"
          label="Category"
          required
          placeholder="Select a category"
          options={optionsOf(SUPPORT_CATEGORIES, SUPPORT_CATEGORY_LABELS)}
        />
        <TextField form={form} name="subject" label="Subject" required maxLength={150} />
        <TextAreaField form={form} name="message" label="Message" required rows={6} maxLength={5000} />
        <SubmitButton busy={submitting}>Submit Ticket</SubmitButton>
      </form>
    </Card>
  );
}

export default function ContactSupportPage() {
  return (
    <FormPage
      eyebrow="Support"
      title="Contact Support"
      intro={<p>Tell us what you need and our team will reply by email.</p>}
      signInMessage="Please sign in with Discord to contact support."
    >
      {() => <SupportForm />}
    </FormPage>
  );
}
