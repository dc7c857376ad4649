import { waitlistSchema } from '@shared/forms/waitlist';
import { useNavigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { TextAreaField, TextField } from './form-fields';
import { FormPage, type Session, SubmitButton } from './form-page';
import { useSubmitForm } from './use-submit-form';
import { useZodForm } from './use-zod-form';

function WaitlistForm({ session }: { session: Session }) {
  const navigate = useNavigate();
  const form = useZodForm(waitlistSchema, {
    player_name: session.player?.username ?? session.user.discord_username,
    email: '',
    minecraft_username: session.player?.mc_username ?? '',
    why_join: '',
    most_excited_feature: '',
    community_enhancement: '',
  });
  const { submitting, onSubmit } = useSubmitForm({
    path: '/forms/waitlist',
    validate: form.validate,
    showErrors: form.showErrors,
    success: {
      title: 'Welcome to Alpha Signup!',
      description: "Your application has been submitted successfully. We'll be in touch soon!",
    },
    failure: {
      title: 'Submission failed',
      description: 'Failed to submit your alpha signup application. Please try again.',
    },
    onSuccess: () => navigate('/'),
  });
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="player_name" label="Player Name" required maxLength={64} />
          <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        </div>
        <TextField
          form={form}
          name="minecraft_username"
          label="Minecraft Username (optional)"
          maxLength={16}
        />
        <TextAreaField
          form={form}
          name="why_join"
          label="Why do you want to join?"
          required
          maxLength={2000}
        />
        <TextAreaField
          form={form}
          name="most_excited_feature"
          label="What feature are you most excited about?"
          required
          maxLength={2000}
        />
        <TextAreaField
          form={form}
          name="community_enhancement"
          label="How would you enhance our community?"
          required
          maxLength={2000}
        />
        <SubmitButton busy={submitting}>Join the Alpha</SubmitButton>
      </form>
    </Card>
  );
}

export default function WaitlistPage() {
  return (
    <FormPage
      eyebrow="Alpha Access"
      title="Alpha Sign-up"
      intro={<p>Sign up for the closed alpha. We invite new players in waves through Discord.</p>}
      signInMessage="Please sign in with Discord to sign up for the alpha."
    >
      {(session) => <WaitlistForm session={session} />}
    </FormPage>
  );
}
