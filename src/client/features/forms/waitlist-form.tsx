import { formsEndpoints } from '@shared/forms/endpoints';
import { waitlistSchema } from '@shared/forms/waitlist';
import { estDateTime } from '@shared/tournaments/time';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Link, useNavigate } from '../../lib/router';
import { TextAreaField, TextField } from './form-fields';
import { type Session, SubmitButton } from './form-page';
import { SubmissionStatusBadge } from './submission-status-badge';
import { useMySubmissions } from './use-my-submissions';
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
    endpoint: formsEndpoints.waitlist,
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

/** One sign-up per account: someone already on the list sees it and its status, not the form again. */
/** The sign-up form, or the entry already made and its status. */
export default function Waitlist({ session }: { session: Session }) {
  const mine = useMySubmissions(true);
  if (mine.isPending) return <Spinner label="Checking your sign-up…" />;
  const signup = mine.data?.submissions.find((s) => s.kind === 'alpha_signup');
  if (!signup) return <WaitlistForm session={session} />;
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-fg">You are on the alpha list</h2>
        <SubmissionStatusBadge status={signup.status} />
      </div>
      <p className="text-muted">
        Signed up{' '}
        <time dateTime={signup.created_at} className="text-fg">
          {estDateTime(signup.created_at)}
        </time>
        . We invite new players in waves and will message you on Discord when your spot opens.
      </p>
      <Link to="/my-submissions" className={buttonClass('secondary')}>
        My Submissions
      </Link>
    </Card>
  );
}
