/** One team slot: Species, Held Item and Move 1-4, each required and suggested from the Pokédex. */
import type { DoublesFormValues } from '@shared/doubles/form-values';
import { MOVE_INDEXES } from '@shared/doubles/form-values';
import { teamField } from '@shared/doubles/registration';
import { describedBy, Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { fieldId } from '../forms';
import { SUGGESTION_LISTS } from './dex-suggestions';

type SlotKey = Extract<keyof DoublesFormValues, `team.${string}`>;

export interface SlotForm {
  values: DoublesFormValues;
  errors: Record<string, string>;
  set: (key: SlotKey, value: string) => void;
}

function NameInput({
  form,
  slot,
  name,
  label,
  list,
}: {
  form: SlotForm;
  slot: number;
  name: SlotKey;
  label: string;
  list: string;
}) {
  const id = fieldId(name);
  const error = form.errors[name];
  // Six slots share the visible labels; the hidden slot number makes each control's name unique.
  const fullLabel = (
    <>
      <span className="sr-only">Pokémon {slot + 1} </span>
      {label}
    </>
  );
  return (
    <Field id={id} label={fullLabel} required error={error}>
      <Input
        id={id}
        name={name}
        list={list}
        value={form.values[name]}
        onChange={(e) => form.set(name, e.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      />
    </Field>
  );
}

export function TeamSlot({ form, slot, tera }: { form: SlotForm; slot: number; tera: boolean }) {
  const species = (form.values[teamField.species(slot) as SlotKey] ?? '').trim();
  return (
    <fieldset
      className={cn(
        'min-w-0 space-y-3 rounded-xl border bg-bg/40 p-4',
        tera ? 'border-primary/70 shadow-[0_0_16px_rgb(245_165_36/0.15)]' : 'border-border',
      )}
    >
      <legend className="px-1 text-base font-bold text-fg">
        Pokémon {slot + 1}
        {species && <span className="font-normal text-muted"> · {species}</span>}
        {tera && <span className="ml-2 text-xs font-bold uppercase tracking-wide text-primary">Tera</span>}
      </legend>
      <NameInput
        form={form}
        slot={slot}
        name={teamField.species(slot) as SlotKey}
        label="Species"
        list={SUGGESTION_LISTS.species}
      />
      <NameInput
        form={form}
        slot={slot}
        name={teamField.item(slot) as SlotKey}
        label="Held Item"
        list={SUGGESTION_LISTS.item}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {MOVE_INDEXES.map((m) => (
          <NameInput
            key={m}
            form={form}
            slot={slot}
            name={teamField.move(slot, m) as SlotKey}
            label={`Move ${m + 1}`}
            list={SUGGESTION_LISTS.move}
          />
        ))}
      </div>
    </fieldset>
  );
}
