import { formsEndpoints } from '@shared/forms/endpoints';
import {
  APPLICATION_MESSAGES,
  GYM_TYPES,
  gymLeaderApplicationSchema,
  TIME_ZONES,
} from '@shared/forms/gym-leader-application';
import { MESSAGES } from '@shared/forms/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { ApiError } from '../../lib/api';
import { reportFailure } from '../../lib/api-errors';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toast';
import { AvailabilityGrid } from './availability-grid';
import { FilePicker, type PickedFile } from './file-picker';
import { CheckboxField, optionsOf, SelectField, TextAreaField, TextField } from './form-fields';
import { type Session, SubmitButton } from './form-page';
import { postSubmission } from './forms-api';
import { uploadFile } from './upload-file';
import { forgetMySubmissions } from './use-my-submissions';
import { useZodForm } from './use-zod-form';

const gymOptions = GYM_TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }));
const SPEC_MESSAGES: string[] = [
  APPLICATION_MESSAGES.age,
  APPLICATION_MESSAGES.slots,
  APPLICATION_MESSAGES.terms,
];

function Section({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const id = `section-${n}`;
  return (
    <Card>
      <section aria-labelledby={id} className="space-y-5">
        <h2 id={id} className="text-xl font-bold text-fg">
          <span className="mr-2 text-primary">{n}.</span>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function initialValues({ user, player }: Session) {
  return {
    full_name: user.full_name ?? '',
    discord_username: user.discord_username,
    minecraft_username: player?.mc_username ?? '',
    email: '',
    timezone: '',
    age_number: '',
    age_confirmed: false,
    available_days: [] as string[],
    available_times: [] as string[],
    availability_commitment: false,
    gym_primary: '',
    gym_secondary: '',
    years_experience: '',
    tournament_experience: '',
    highest_ranking: '',
    team_building_philosophy: '',
    discord_management_experience: false,
    status_update_comfort: false,
    conflict_response: '',
    why_join: '',
    creating_experience: '',
    promotion_strategy: '',
    revenue_acknowledgement: false,
    rules_acknowledgement: false,
    uploads: [] as string[],
  };
}

type Phase = 'idle' | 'submitting' | 'uploading';

/** The application: five sections, files and the availability grid, then the thank-you dialog. */
export default function ApplicationForm({ session }: { session: Session }) {
  const form = useZodForm(gymLeaderApplicationSchema, initialValues(session));
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [submitted, setSubmitted] = useState(false);
  const { values } = form;

  const setProgress = (key: string, patch: Partial<PickedFile>) =>
    setFiles((prev) => prev.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  /** Uploads the files not stored yet; returns every file's URL, or null after a failure. */
  const uploadPending = async (): Promise<string[] | null> => {
    const urls: string[] = [];
    for (const picked of files) {
      if (picked.url) {
        urls.push(picked.url);
        continue;
      }
      setPhase('uploading');
      setProgress(picked.key, { progress: 0 });
      try {
        const stored = await uploadFile(picked.file, (progress) => setProgress(picked.key, { progress }));
        setProgress(picked.key, { url: stored.url, progress: 100 });
        urls.push(stored.url);
      } catch (error) {
        setProgress(picked.key, { progress: null });
        const message = error instanceof ApiError ? error.message : 'Unknown error';
        toast.error(MESSAGES.uploadFailed(picked.file.name, message));
        return null;
      }
    }
    return urls;
  };

  const queryClient = useQueryClient();
  /** Uploads what is not stored yet, then posts the application; false when an upload failed. */
  const submit = useMutation({
    mutationFn: async (answers: typeof values) => {
      const uploads = await uploadPending();
      if (!uploads) return false;
      setPhase('submitting');
      await postSubmission(formsEndpoints.gymLeaderApplication, { ...answers, uploads });
      return true;
    },
    onSuccess: (sent) => {
      if (sent) forgetMySubmissions(queryClient);
      setSubmitted(sent);
    },
    onError: (error) =>
      reportFailure(error, {
        title: 'Submission failed',
        description: 'Failed to submit your application. Please try again.',
        onFieldErrors: form.showErrors,
      }),
    onSettled: () => setPhase('idle'),
  });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const checked = await form.validate();
    if (!checked) {
      // The product's own submit-time messages come first in the toast; every field shows its own.
      const result = gymLeaderApplicationSchema.safeParse(values);
      const messages = result.success ? [] : result.error.issues.map((i) => i.message);
      const spec = SPEC_MESSAGES.find((m) => messages.includes(m));
      toast.error('Please check the form', { description: spec ?? messages[0] });
      return;
    }
    setPhase('submitting');
    submit.mutate(values);
  };

  const busy = phase !== 'idle';
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <Section n={1} title="Basic Information">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={form}
              name="full_name"
              label="Full Name"
              required
              autoComplete="name"
              maxLength={100}
            />
            <TextField form={form} name="discord_username" label="Discord Username" maxLength={64} />
            <TextField
              form={form}
              name="minecraft_username"
              label="Minecraft Username"
              required
              maxLength={16}
            />
            <TextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
            <SelectField
              form={form}
              name="timezone"
              label="Time Zone"
              required
              placeholder="Select your time zone"
              options={optionsOf(TIME_ZONES)}
            />
            <TextField
              form={form}
              name="age_number"
              label="Age"
              type="number"
              min={18}
              inputMode="numeric"
              hint="Optional. Applicants must be 18 or older."
            />
          </div>
          <CheckboxField
            form={form}
            name="age_confirmed"
            label="I confirm that I am 18 years of age or older *"
          />
        </Section>

        <Section n={2} title="Availability & Commitment">
          <AvailabilityGrid
            value={{
              available_days: values.available_days as never,
              available_times: values.available_times as never,
            }}
            onChange={(next) => {
              form.set('available_days', next.available_days);
              form.set('available_times', next.available_times);
            }}
            error={form.errors.available_times}
          />
          <CheckboxField
            form={form}
            name="availability_commitment"
            label="I commit to being available for challengers during the time slots I selected *"
          />
        </Section>

        <Section n={3} title="Gym Choice & Experience">
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              form={form}
              name="gym_primary"
              label="Primary Gym Type"
              required
              placeholder="Select a type"
              options={gymOptions}
            />
            <SelectField
              form={form}
              name="gym_secondary"
              label="Secondary Gym Type"
              placeholder="None"
              options={gymOptions}
            />
            <TextField
              form={form}
              name="years_experience"
              label="Years of Competitive Experience"
              type="number"
              min={0}
              inputMode="numeric"
              required
            />
            <TextField form={form} name="highest_ranking" label="Highest Ranking Achieved" maxLength={200} />
          </div>
          <TextAreaField
            form={form}
            name="tournament_experience"
            label="Tournaments You Have Played"
            rows={3}
            maxLength={1000}
          />
          <TextAreaField
            form={form}
            name="team_building_philosophy"
            label="Team-Building Philosophy"
            required
            maxLength={3000}
          />
        </Section>

        <Section n={4} title="Technical & Communication Skills">
          <CheckboxField
            form={form}
            name="discord_management_experience"
            label="I have experience managing Discord channels or communities"
          />
          <CheckboxField
            form={form}
            name="status_update_comfort"
            label="I am comfortable posting regular status updates (online, busy, away)"
          />
          <TextAreaField
            form={form}
            name="conflict_response"
            label="How would you handle a challenger who disputes a battle result?"
            required
            maxLength={3000}
          />
        </Section>

        <Section n={5} title="Server Culture Fit">
          <TextAreaField
            form={form}
            name="why_join"
            label="Why do you want to be a Gym Leader?"
            required
            maxLength={3000}
          />
          <TextAreaField
            form={form}
            name="creating_experience"
            label="How would you create a memorable experience for challengers?"
            required
            maxLength={3000}
          />
          <TextAreaField
            form={form}
            name="promotion_strategy"
            label="How would you promote your gym?"
            required
            maxLength={3000}
          />
        </Section>

        <Section n={6} title="Revenue Share Model">
          <div className="space-y-2 text-sm leading-relaxed text-muted">
            <p>
              Gym Leader is a paid role. When players buy from the shop they choose a gym at checkout, and
              that gym's leader receives a share of the purchase.
            </p>
            <p>
              Earnings depend on player choice at checkout, not on your battle record. Being active, welcoming
              and visible is what brings players to your gym.
            </p>
          </div>
          <CheckboxField
            form={form}
            name="revenue_acknowledgement"
            label="I understand that my earnings depend on players choosing my gym at checkout *"
          />
          <CheckboxField
            form={form}
            name="rules_acknowledgement"
            label={
              <>
                I agree to follow the{' '}
                <Link to="/server-rules" className="text-primary underline">
                  Server Rules
                </Link>{' '}
                and the Gym Leader code of conduct *
              </>
            }
          />
        </Section>

        <Section n={7} title="Supporting Documents">
          <p className="text-sm text-muted">
            Optional: screenshots of tournament results, team reports or anything else that supports your
            application.
          </p>
          <FilePicker files={files} onChange={setFiles} disabled={busy} error={form.errors.uploads} />
        </Section>

        <div className="flex justify-end">
          <SubmitButton
            busy={busy}
            busyLabel={phase === 'uploading' ? 'Uploading Files...' : 'Submitting Application...'}
          >
            Submit Application
          </SubmitButton>
        </div>
      </form>

      <Dialog
        open={submitted}
        onOpenChange={(open) => {
          if (open) return;
          // The application is sent: closing leaves an empty form rather than one to send twice.
          setSubmitted(false);
          form.reset();
          setFiles([]);
        }}
        title="Application Submitted!"
        description="Thank you for applying. Our staff will review your application and contact you via Discord if you are selected."
      >
        <Link to="/" className={`${buttonClass('primary', 'md')} mt-6 w-full`}>
          Return to Home
        </Link>
      </Dialog>
    </>
  );
}
