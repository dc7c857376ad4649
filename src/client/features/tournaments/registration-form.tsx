import type { MeResponse } from '@shared/auth/me';
import { TOURNAMENT_TIME_ZONES } from '@shared/tournaments/constants';
import { checkInAgreement, POKEMON_FIELDS, TIME_ZONE_LABELS } from '@shared/tournaments/registration';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useDexNames } from '../../lib/use-dex-names';
import { startSignIn } from '../auth';
import { CheckboxField, optionsOf, SelectField, TextField, useZodForm } from '../forms';
import { useRegistrationActions } from './tournament-queries';

type Prefill = { user: MeResponse['user']; player: MeResponse['player'] };

const emptyValues = ({ user, player }: Prefill) => ({
  minecraft_username: player?.mc_username ?? '',
  discord_tag: user ? `@${user.discord_username}` : '',
  email: '',
  timezone: '',
  pokemon_1: '',
  pokemon_2: '',
  pokemon_3: '',
  pokemon_4: '',
  pokemon_5: '',
  pokemon_6: '',
  checkin_agreement: false,
  rules_agreement: false,
  streaming_consent: false,
});

const FAILED = {
  title: 'Registration Failed',
  description: 'There was an error submitting your registration. Please try again.',
};

/** The Founders' Cup form (spec §5): every field required, three agreements, 'Registering...' while sent. */
export function RegistrationForm({
  slug,
  tournamentName,
  times,
  session,
}: {
  slug: string;
  tournamentName: string;
  /** The cup's check-in opening and start, as staff set them: the agreement names them. */
  times: { check_in_opens_at: string; starts_at: string };
  session: Prefill;
}) {
  // The schema (and zod) load at the first submit: visitors see this form too.
  const form = useZodForm(
    () => import('@shared/tournaments/registration-schema').then((m) => m.tournamentRegistrationSchema),
    emptyValues(session),
  );
  const [wantNames, setWantNames] = useState(false);
  const { register } = useRegistrationActions(slug);
  const signedIn = Boolean(session.user);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (register.isPending || !signedIn) return;
    const data = await form.validate();
    if (!data) return;
    register.mutate(data, {
      onSuccess: ({ registration }) => {
        toast.success('Registration Successful', {
          description:
            registration.status === 'registered'
              ? `You're confirmed for ${tournamentName}!`
              : `You're on the waitlist for ${tournamentName}.`,
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast.error('Authentication Required', {
            description: 'Please sign in to register for the tournament.',
          });
        } else if (error instanceof ApiError && error.code === 'already_registered') {
          toast.error('Already Registered', { description: error.message });
        } else {
          reportFailure(error, { ...FAILED, onFieldErrors: form.showErrors });
        }
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => setWantNames(true)}
      noValidate
      className="space-y-6"
      aria-labelledby="register-form-title"
    >
      <h2 id="register-form-title" className="text-2xl font-bold text-fg">
        Register for {tournamentName}
      </h2>
      {!signedIn && (
        <div
          role="note"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-warning"
        >
          <span>Please sign in to register for the tournament.</span>
          <Button size="sm" onClick={() => startSignIn()}>
            Sign in with Discord
          </Button>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="minecraft_username"
          label="Minecraft Username"
          required
          autoComplete="off"
        />
        <TextField form={form} name="discord_tag" label="Discord Tag" required hint="Name#1234 or @name" />
        <TextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
        <SelectField
          form={form}
          name="timezone"
          label="Time Zone"
          required
          placeholder="Select your time zone"
          options={optionsOf(TOURNAMENT_TIME_ZONES, TIME_ZONE_LABELS)}
        />
      </div>
      <fieldset>
        <legend className="mb-3 text-lg font-bold text-fg">Your team</legend>
        <SpeciesSuggestions wanted={wantNames} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {POKEMON_FIELDS.map((name, i) => (
            <TextField
              key={name}
              form={form}
              name={name}
              label={`Pokémon #${i + 1}`}
              required
              autoComplete="off"
            />
          ))}
        </div>
      </fieldset>
      <div className="space-y-3">
        <CheckboxField form={form} name="checkin_agreement" required label={checkInAgreement(times)} />
        <CheckboxField form={form} name="rules_agreement" required label="I agree to the tournament rules." />
        <CheckboxField
          form={form}
          name="streaming_consent"
          required
          label="I consent to my matches being streamed and recorded."
        />
      </div>
      <Button type="submit" size="lg" disabled={!signedIn || register.isPending} className="w-full sm:w-auto">
        {register.isPending ? 'Registering...' : 'Register'}
      </Button>
    </form>
  );
}

const SPECIES_LIST = 'founders-species-names';

/** Species names to pick from as the player types (loaded when the form is first used, in a chunk of their own). */
function SpeciesSuggestions({ wanted }: { wanted: boolean }) {
  const names = useDexNames(wanted);
  return (
    <datalist id={SPECIES_LIST}>
      {names?.species.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
