import { banAppealSchema } from '@shared/forms/ban-appeal';
import { Card } from '../../components/ui/card';
import { TextAreaField, TextField } from './form-fields';
import { FormPage, SubmitButton } from './form-page';
import { useSubmitForm } from './use-submit-form';
import { useZodForm } from './use-zod-form';

const EMPTY = {
  minecraft_username: '',
  discord_username: '',
  ban_reason: '',
  appeal_reason: '',
  additional_info: '',
};

function BanAppealForm() {
  const form = useZodForm(banAppealSchema, EMPTY);
  const { submitting, onSubmit } = useSubmitForm({
    path: '/forms/ban-appeals',
    validate: form.validate,
    showErrors: form.showErrors,
    success: {
      title: 'Ban appeal submitted!',
      description: "We'll review your appeal and get back to you soon.",
    },
    failure: { title: 'Submission failed', description: 'Please try again later.' },
    onSuccess: () => form.reset(),
  });
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            form={form}
            name="minecraft_username"
            label="Minecraft Username"
            required
            maxLength={16}
          />
          <TextField form={form} name="discord_username" label="Discord Username" maxLength={64} />
        </div>
        <TextAreaField
          form={form}
          name="ban_reason"
          label="Reason for Ban"
          hint="What were you banned for, as far as you know?"
          required
          rows={3}
          maxLength={2000}
        />
        <TextAreaField
          form={form}
          name="appeal_reason"
          label="Why should your ban be lifted?"
          required
          rows={6}
          maxLength={5000}
        />
        <TextAreaField
          form={form}
          name="additional_info"
          label="Additional Information"
          rows={3}
          maxLength={3000}
        />
        <SubmitButton busy={submitting}>Submit Appeal</SubmitButton>
      </form>
    </Card>
  );
}

export default function AppealBansPage() {
  return (
    <FormPage
      eyebrow="Moderation"
      title="Ban Appeal"
      intro={
        <p>
          A staff member who was not involved in your ban reviews every appeal. A response typically takes
          24-72 hours.
        </p>
      }
      signInMessage="Please sign in with Discord to appeal a ban."
    >
      {() => <BanAppealForm />}
    </FormPage>
  );
}
