/**
 * The registration form (spec §5 'Doubles form'): contact details, the six slots, the Tera Pokémon
 * and its type, and three agreements that unlock the submit button. The same component registers
 * (POST) and edits ('Edit Your Team', PUT); the server judges the team and its messages land on
 * the slot and field they name.
 */
import type { MeResponse } from '@shared/auth/me';
import type { DoublesRegistration } from '@shared/doubles/api';
import { type DoublesFormValues, SLOTS, teamOf, teamValues } from '@shared/doubles/form-values';
import { emptyMember, NOT_SIGNED_IN, TERA_TYPES } from '@shared/doubles/registration';
import type { ImportedTeam } from '@shared/doubles/showdown-text';
import { checkInLeadMinutes } from '@shared/tournaments/registration';
import { estTime } from '@shared/tournaments/time';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FieldError } from '../../components/ui/field';
import { reportFailure } from '../../lib/api-errors';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toast';
import { startSignIn } from '../auth';
import { CheckboxField, fieldId, optionsOf, SelectField, TextField, useZodForm } from '../forms';
import { DexSuggestions } from './dex-suggestions';
import { ShowdownPanel } from './showdown-panel';
import { TeamSlot } from './team-slot';
import { useSaveTeam } from './use-doubles';

export type Mode = 'create' | 'edit';
type Session = { user: MeResponse['user']; player: MeResponse['player'] };

const TEXTS = {
  create: {
    title: 'Register Your Team',
    button: 'Register Team',
    success: "You're registered for the tournament!",
  },
  edit: { title: 'Edit Your Team', button: 'Update Team', success: 'Your team has been updated!' },
} as const;

/**
 * The visitor's own time zone, filled in when they first focus the form: building the `Intl` format
 * that knows it costs a slow phone 60 ms, a long task if the page paid it while it loads.
 */
function browserTimeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

function initialValues(
  { user, player }: Session,
  registration: DoublesRegistration | null,
): DoublesFormValues {
  if (registration) {
    return {
      minecraft_username: registration.minecraft_username,
      discord_tag: registration.discord_tag,
      email: registration.email,
      timezone: registration.timezone,
      tera_type: registration.tera_type,
      tera_pokemon_slot: registration.tera_pokemon_slot,
      rules_agreement: registration.rules_agreement,
      checkin_agreement: registration.checkin_agreement,
      privacy_agreement: registration.privacy_agreement,
      ...teamValues(registration.team),
    };
  }
  return {
    minecraft_username: player?.mc_username ?? '',
    discord_tag: user ? `@${user.discord_username}` : '',
    email: '',
    timezone: '',
    tera_type: '',
    tera_pokemon_slot: 1,
    rules_agreement: false,
    checkin_agreement: false,
    privacy_agreement: false,
    ...teamValues(SLOTS.map(() => emptyMember())),
  };
}

function TeraSlotChoice({
  value,
  species,
  error,
  onChange,
}: {
  value: number;
  species: string[];
  error?: string;
  onChange: (slot: number) => void;
}) {
  const errorId = `${fieldId('tera_pokemon_slot')}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-fg">Tera Pokémon *</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {SLOTS.map((slot) => {
          const n = slot + 1;
          return (
            <label
              key={n}
              className={cn(
                'flex min-w-0 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                value === n ? 'border-primary bg-primary/10 text-fg' : 'border-border text-muted',
              )}
            >
              <input
                type="radio"
                name="tera_pokemon_slot"
                id={slot === 0 ? fieldId('tera_pokemon_slot') : undefined}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                required
                className="h-4 w-4 shrink-0 accent-primary"
              />
              <span className="truncate">
                Slot {n}
                {species[slot] ? ` (${species[slot]})` : ''}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function DoublesForm({
  mode,
  session,
  registration,
  times,
  onDone,
  onCancel,
}: {
  mode: Mode;
  session: Session;
  registration: DoublesRegistration | null;
  /** The cup's check-in opening and start (the server's, from the tournament row), for the agreement's text; null while unknown. */
  times: { check_in_opens_at: string; starts_at: string } | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  // The schema (and zod) load at the first submit: visitors see this form too.
  const form = useZodForm(
    () => import('@shared/doubles/form-schema').then((m) => m.formSchema),
    () => initialValues(session, registration),
  );
  const zoneOffered = useRef(false);
  const onFocus = () => {
    setWantNames(true);
    if (registration || zoneOffered.current) return;
    zoneOffered.current = true;
    if (!form.values.timezone) form.set('timezone', browserTimeZone());
  };
  const [wantNames, setWantNames] = useState(false);
  const { values } = form;
  const save = useSaveTeam(session.user?.id ?? '', mode);
  const texts = TEXTS[mode];
  const agreed = values.rules_agreement && values.checkin_agreement && values.privacy_agreement;
  const team = teamOf(values);

  const applyImport = (imported: ImportedTeam) => {
    // Setting each control clears its own message, as typing would.
    for (const [key, value] of Object.entries(teamValues(imported.team))) {
      form.set(key as `team.${number}.species`, value);
    }
    const tera = imported.teraTypes[values.tera_pokemon_slot - 1];
    if (tera && (TERA_TYPES as readonly string[]).includes(tera)) form.set('tera_type', tera);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!session.user) {
      toast.error('Error', { description: NOT_SIGNED_IN });
      return;
    }
    const data = await form.validate();
    if (!data) return;
    save.mutate(data, {
      onSuccess: () => {
        toast.success('Success!', { description: texts.success });
        onDone();
      },
      onError: (error) =>
        reportFailure(error, {
          title: 'Error',
          description: 'Something went wrong. Please try again.',
          serverMessage: 'any',
          onFieldErrors: form.showErrors,
        }),
    });
  };

  const checkIn = times ? ` (${estTime(times.check_in_opens_at)})` : '';

  return (
    <Card>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={onFocus}
        aria-labelledby="doubles-form-title"
        className="space-y-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="doubles-form-title" className="text-2xl font-bold text-fg">
            {texts.title}
          </h2>
          <p className="text-xs text-muted">Fields marked * are required.</p>
        </div>
        {!session.user && (
          <div
            role="note"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-warning"
          >
            <span>Sign in with Discord to register your team.</span>
            <Button size="sm" onClick={() => startSignIn()}>
              Sign in with Discord
            </Button>
          </div>
        )}

        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-3 text-lg font-bold text-fg">Trainer</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              form={form}
              name="minecraft_username"
              label="Minecraft Username"
              required
              autoComplete="off"
              maxLength={16}
            />
            <TextField
              form={form}
              name="discord_tag"
              label="Discord Tag"
              required
              hint="Name#1234 or @name"
              maxLength={40}
            />
            <TextField form={form} name="email" label="Email" type="email" required autoComplete="email" />
            <TextField
              form={form}
              name="timezone"
              label="Timezone"
              required
              hint="For scheduling, e.g. America/New_York or UTC+1"
              maxLength={64}
            />
          </div>
        </fieldset>

        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-3 text-lg font-bold text-fg">Team</legend>
          <ShowdownPanel
            team={team}
            teraSlot={values.tera_pokemon_slot}
            teraType={values.tera_type}
            onImport={applyImport}
          />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {SLOTS.map((slot) => (
              <TeamSlot key={slot} form={form} slot={slot} tera={values.tera_pokemon_slot === slot + 1} />
            ))}
          </div>
          <DexSuggestions wanted={wantNames} />
        </fieldset>

        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-3 text-lg font-bold text-fg">Terastallization</legend>
          <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
            <SelectField
              form={form}
              name="tera_type"
              label="Tera Type"
              required
              placeholder="Choose a Tera Type"
              options={optionsOf(TERA_TYPES)}
            />
            <TeraSlotChoice
              value={values.tera_pokemon_slot}
              species={team.map((m) => m.species.trim())}
              error={form.errors.tera_pokemon_slot}
              onChange={(slot) => form.set('tera_pokemon_slot', slot)}
            />
          </div>
        </fieldset>

        <div className="space-y-3">
          <CheckboxField
            form={form}
            name="rules_agreement"
            required
            label="I have read and agree to the tournament rules."
          />
          <CheckboxField
            form={form}
            name="checkin_agreement"
            required
            label={`I will check in ${checkInLeadMinutes(times)} minutes before the start${checkIn}.`}
          />
          <CheckboxField
            form={form}
            name="privacy_agreement"
            required
            label={
              <>
                I agree to the{' '}
                <Link to="/privacy-policy" className="text-primary underline">
                  Privacy Policy
                </Link>{' '}
                for the details I give here.
              </>
            }
          />
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            size="lg"
            disabled={!agreed || save.isPending}
            aria-describedby={agreed ? undefined : 'doubles-submit-hint'}
            className="w-full sm:w-auto"
          >
            {save.isPending ? 'Submitting...' : texts.button}
          </Button>
          {onCancel && (
            <Button variant="ghost" size="lg" onClick={onCancel}>
              Cancel
            </Button>
          )}
          {!agreed && (
            <p id="doubles-submit-hint" className="text-sm text-muted">
              Tick the rules, check-in and privacy agreements to submit.
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
