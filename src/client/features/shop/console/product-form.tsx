/**
 * The catalog tab's product form (admins): every field the catalog has, and the in-game commands
 * of each stage of a purchase's life, one per line, with a preview for a sample player. Times are
 * entered and shown in UTC. A product's id is chosen once, when it is created.
 */
import {
  productCreateSchema,
  productFieldsSchema,
  type StaffProductView,
} from '@shared/shop/console/catalog';
import type { z } from '@shared/zod';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../forms';
import { usePreviewCommands, useSaveProduct } from './catalog-api';

const STAGES = ['grant', 'renew', 'expire', 'refund', 'chargeback'] as const;
type Stage = (typeof STAGES)[number];
const STAGE_LABELS: Record<Stage, string> = {
  grant: 'Grant (paid or granted)',
  renew: 'Renew (each paid renewal)',
  expire: 'Expire (the plan ended)',
  refund: 'Refund (take back)',
  chargeback: 'Chargeback (take back after a dispute)',
};
const COMMANDS_HINT =
  'One command per line, placeholders like {player}. Start a line with * to run it while the player is offline.';

const CATEGORY_OPTIONS = [
  { value: 'boosts', label: 'Boosts' },
  { value: 'crates', label: 'Crates' },
  { value: 'competitive', label: 'Competitive' },
  { value: 'ranks', label: 'Ranks' },
  { value: 'battlepass', label: 'Battle pass' },
];
const KIND_OPTIONS = [
  { value: 'one_time', label: 'One-time' },
  { value: 'subscription', label: 'Subscription' },
];
const INTERVAL_OPTIONS = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];
const RANK_OPTIONS = ['ace', 'expert', 'elite', 'master'].map((r) => ({ value: r, label: r }));

type TextKey =
  | 'id'
  | 'price_id'
  | 'name'
  | 'description'
  | 'category'
  | 'section'
  | 'kind'
  | 'interval'
  | 'rank'
  | 'price'
  | 'quantity_in_pack'
  | 'duration_minutes'
  | 'multiplier'
  | 'emoji'
  | 'image_url'
  | 'badge'
  | 'available_from'
  | 'available_until'
  | 'per_player_limit'
  | 'global_limit'
  | 'required_product_id'
  | 'sort_order';
type Values = Record<TextKey, string> & { visible: boolean } & Record<`commands_${Stage}`, string>;

const id = (name: string) => `product-${name}`;
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** `datetime-local` text read as UTC, and back. */
const utcToIso = (text: string) => (text ? new Date(`${text}:00Z`).toISOString() : null);
const isoToUtc = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

const linesOf = (commands: StaffProductView['commands'][Stage]) =>
  commands.map((c) => (c.requireOnline ? c.command : `* ${c.command}`)).join('\n');
const commandsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line.startsWith('*')
        ? { command: line.slice(1).trim(), requireOnline: false }
        : { command: line, requireOnline: true },
    );

function initialValues(product: StaffProductView | null): Values {
  const p = product;
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    id: p?.id ?? '',
    price_id: p?.price_id ?? 'price_',
    name: p?.name ?? '',
    description: p?.description ?? '',
    category: p?.category ?? 'crates',
    section: p?.section ?? '',
    kind: p?.kind ?? 'one_time',
    interval: p?.interval ?? '',
    rank: p?.rank ?? '',
    price: p ? (p.unit_amount_cents / 100).toFixed(2) : '',
    quantity_in_pack: text(p?.quantity_in_pack),
    duration_minutes: text(p?.duration_minutes),
    multiplier: text(p?.multiplier),
    emoji: p?.emoji ?? '🎁',
    image_url: p?.image_url ?? '',
    badge: p?.badge ?? '',
    visible: p?.visible ?? true,
    available_from: isoToUtc(p?.available_from ?? null),
    available_until: isoToUtc(p?.available_until ?? null),
    per_player_limit: text(p?.per_player_limit),
    global_limit: text(p?.global_limit),
    required_product_id: p?.required_product_id ?? '',
    sort_order: text(p?.sort_order ?? 0),
    commands_grant: linesOf(p?.commands.grant ?? []),
    commands_renew: linesOf(p?.commands.renew ?? []),
    commands_expire: linesOf(p?.commands.expire ?? []),
    commands_refund: linesOf(p?.commands.refund ?? []),
    commands_chargeback: linesOf(p?.commands.chargeback ?? []),
  };
}

function toInput(v: Values) {
  return {
    id: v.id.trim(),
    price_id: v.price_id.trim(),
    name: v.name,
    description: v.description,
    category: v.category,
    section: v.section.trim(),
    kind: v.kind,
    interval: textOrNull(v.interval),
    rank: textOrNull(v.rank),
    unit_amount_cents: v.price.trim() === '' ? Number.NaN : Math.round(Number(v.price) * 100),
    quantity_in_pack: numberOrNull(v.quantity_in_pack),
    duration_minutes: numberOrNull(v.duration_minutes),
    multiplier: numberOrNull(v.multiplier),
    emoji: v.emoji,
    image_url: textOrNull(v.image_url),
    badge: textOrNull(v.badge),
    visible: v.visible,
    available_from: utcToIso(v.available_from),
    available_until: utcToIso(v.available_until),
    per_player_limit: numberOrNull(v.per_player_limit),
    global_limit: numberOrNull(v.global_limit),
    required_product_id: textOrNull(v.required_product_id),
    sort_order: Number(v.sort_order || 0),
    commands: Object.fromEntries(STAGES.map((s) => [s, commandsOf(v[`commands_${s}`])])),
  };
}

/** The form field an error's path belongs to (`commands.grant.0.command` → the grant list). */
const fieldOf = (path: string) => {
  const [head, stage] = path.split('.');
  if (head === 'commands') return `commands_${stage}`;
  return head === 'unit_amount_cents' ? 'price' : (head ?? path);
};

export function ProductForm({
  product,
  products,
  onDone,
}: {
  /** null for a new product. */
  product: StaffProductView | null;
  products: readonly StaffProductView[];
  onDone: () => void;
}) {
  const save = useSaveProduct();
  const creating = product === null;
  const form = useZodForm(creating ? productCreateSchema : productFieldsSchema, initialValues(product), {
    toInput,
    fieldId: (path) => id(fieldOf(path)),
  });
  const { values, set } = form;
  const errors: Record<string, string | undefined> = {};
  for (const [path, message] of Object.entries(form.errors)) errors[fieldOf(path)] ??= message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return;
    // The fields' schema drops the id, so an update never sends one.
    const request = creating
      ? ({ mode: 'create', body: input as z.output<typeof productCreateSchema> } as const)
      : ({ mode: 'update', id: product.id, body: input as z.output<typeof productFieldsSchema> } as const);
    save.mutate(request, {
      onSuccess: ({ product: saved }) => {
        toast.success(creating ? 'Product added' : 'Product saved', {
          description: `${saved.name} at $${(saved.unit_amount_cents / 100).toFixed(2)}; /shop shows it now.`,
        });
        onDone();
      },
      onError: (error) =>
        reportFailure(error, {
          title: creating ? 'Product not added' : 'Product not saved',
          description: 'Please check the fields and try again.',
          onFieldErrors: form.showErrors,
        }),
    });
  };

  const text = (
    key: TextKey,
    label: string,
    extra: { hint?: string; required?: boolean; type?: string } = {},
  ) => (
    <Field id={id(key)} label={label} required={extra.required} hint={extra.hint} error={errors[key]}>
      <Input
        id={id(key)}
        type={extra.type ?? 'text'}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(id(key), extra.hint, errors[key])}
      />
    </Field>
  );
  const choice = (
    key: TextKey,
    label: string,
    options: { value: string; label: string }[],
    placeholder?: string,
  ) => (
    <Field id={id(key)} label={label} error={errors[key]}>
      <Select
        id={id(key)}
        value={values[key]}
        options={options}
        placeholder={placeholder}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(id(key), undefined, errors[key])}
      />
    </Field>
  );
  const others = products
    .filter((p) => p.id !== product?.id && !p.retired_at)
    .map((p) => ({ value: p.id, label: p.name }));

  return (
    <Card>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="space-y-4"
        aria-labelledby="product-form-title"
      >
        <h2 id="product-form-title" className="text-lg font-bold text-fg">
          {creating ? 'New product' : `Edit ${product.name}`}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {creating &&
            text('id', 'Id', { required: true, hint: 'Lower-case letters, digits or -; never changes.' })}
          {text('name', 'Name', { required: true })}
          {text('price', 'Price (USD)', { required: true, hint: 'For example 4.99.' })}
          {text('price_id', 'Price id', {
            required: true,
            hint: 'price_ followed by lower-case letters, digits or _.',
          })}
          {choice('category', 'Category', CATEGORY_OPTIONS)}
          {text('section', 'Section', {
            required: true,
            hint: 'The shop section it is listed under, like shiny-boosters.',
          })}
          {choice('kind', 'Kind', KIND_OPTIONS)}
          {choice('interval', 'Billing interval', INTERVAL_OPTIONS, 'None (one-time)')}
          {choice('rank', 'Rank', RANK_OPTIONS, 'No rank')}
          {text('emoji', 'Emoji', { required: true })}
          {text('badge', 'Badge', { hint: 'A short label on the card, like Best value.' })}
          {text('image_url', 'Image address', { hint: 'An https address; empty for the emoji.' })}
          {text('quantity_in_pack', 'Units in the pack')}
          {text('duration_minutes', 'Duration (minutes)')}
          {text('multiplier', 'Multiplier')}
          {text('sort_order', 'Order in its section')}
          {text('available_from', 'On sale from (UTC)', { type: 'datetime-local' })}
          {text('available_until', 'On sale until (UTC)', { type: 'datetime-local' })}
          {text('per_player_limit', 'Limit per player', { hint: 'Empty for no limit.' })}
          {text('global_limit', 'Limit for everyone', { hint: 'Empty for no limit.' })}
          {choice('required_product_id', 'Requires owning', others, 'Nothing')}
        </div>
        <Field id={id('description')} label="Description" required error={errors.description}>
          <Textarea
            id={id('description')}
            rows={2}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy(id('description'), undefined, errors.description)}
          />
        </Field>
        <Checkbox
          id={id('visible')}
          label="Visible on the shop"
          checked={values.visible}
          onChange={(e) => set('visible', e.target.checked)}
        />
        <fieldset className="space-y-3">
          <legend className="font-semibold text-fg">In-game commands</legend>
          <p className="text-sm text-muted">{COMMANDS_HINT}</p>
          {STAGES.map((stage) => {
            const key = `commands_${stage}` as const;
            return (
              <Field key={stage} id={id(key)} label={STAGE_LABELS[stage]} error={errors[key]}>
                <Textarea
                  id={id(key)}
                  rows={2}
                  className="font-mono text-xs"
                  value={values[key]}
                  onChange={(e) => set(key, e.target.value)}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={describedBy(id(key), undefined, errors[key])}
                />
              </Field>
            );
          })}
        </fieldset>
        {!creating && <CommandPreview productId={product.id} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {creating ? 'Add product' : 'Save product'}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The saved commands rendered for a sample player, as the game server would receive them. */
function CommandPreview({ productId }: { productId: string }) {
  const [player, setPlayer] = useState('Steve');
  const preview = usePreviewCommands();
  const [error, setError] = useState<string>();
  const run = () =>
    preview.mutate(
      { id: productId, player },
      {
        onSuccess: () => setError(undefined),
        onError: (failure) =>
          reportFailure(failure, {
            title: 'No preview',
            description: 'Please check the player name.',
            onFieldErrors: (fields) => setError(Object.values(fields)[0]),
          }),
      },
    );
  const hint = 'Previews the saved commands; save first to preview a change.';
  return (
    <div className="space-y-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-end gap-2">
        <Field id="product-preview-player" label="Preview for player" hint={hint} error={error}>
          <Input
            id="product-preview-player"
            value={player}
            maxLength={16}
            onChange={(e) => setPlayer(e.target.value)}
            aria-describedby={describedBy('product-preview-player', hint, error)}
          />
        </Field>
        <Button type="button" variant="outline" onClick={run} disabled={preview.isPending}>
          Preview commands
        </Button>
      </div>
      {preview.data && (
        <dl className="space-y-1 text-xs" aria-label="Commands for the sample player">
          {STAGES.map((stage) => (
            <div key={stage}>
              <dt className="font-semibold text-fg">{STAGE_LABELS[stage]}</dt>
              {preview.data.commands[stage].length === 0 ? (
                <dd className="text-muted">None</dd>
              ) : (
                preview.data.commands[stage].map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is a rendering, never reordered
                  <dd key={i} className="break-all font-mono text-muted">
                    {c.command}
                    {c.requireOnline ? '' : ' (runs offline)'}
                  </dd>
                ))
              )}
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
