/**
 * The console's Codes tab (admins): discount codes with their paid uses, the uses open checkouts
 * hold, and whether they still work (the server's count of uses left, as checkout counts them), the code form (percent or fixed, expiry in the admin's zone, total and per-player uses,
 * minimum basket, products, and a gym leader for a creator code), and switching a code off, asked
 * first. Codes are never deleted: purchases name them. Uses follow buyers' checkouts live.
 */
import { codeCreateSchema, codeFieldsSchema, type StaffCodeView } from '@shared/shop/console/discounts';
import type { z } from '@shared/zod';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { reportFailure } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { leadersQuery } from '../../arena';
import { useZodForm } from '../../forms';
import { useLiveTopics } from '../../live';
import { productsQuery } from './catalog-api';
import { codesQuery, useSaveCode } from './discounts-api';
import { adminZone, isoToLocalInput, localDateTime, localInputToIso } from './local-time';
import { ProductChoices } from './product-choices';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Fixed amount off' },
];

type TextKey =
  | 'code'
  | 'kind'
  | 'percent_off'
  | 'amount_off'
  | 'min_basket'
  | 'expires_at'
  | 'max_uses'
  | 'max_uses_per_player'
  | 'gym_leader_id';
type Values = Record<TextKey, string> & { product_ids: string[]; active: boolean };

const id = (name: string) => `code-${name}`;
/** The form's control for an error's path: amounts are typed in dollars. */
const fieldOf = (path: string) =>
  path === 'amount_off_cents' ? 'amount_off' : path === 'min_basket_cents' ? 'min_basket' : path;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const centsOrNull = (text: string) => (text.trim() === '' ? null : Math.round(Number(text) * 100));

function initialValues(code: StaffCodeView | null): Values {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    percent_off: text(code?.percent_off),
    amount_off: code?.amount_off_cents ? (code.amount_off_cents / 100).toFixed(2) : '',
    min_basket: code ? (code.min_basket_cents / 100).toFixed(2) : '0.00',
    expires_at: isoToLocalInput(code?.expires_at ?? null),
    max_uses: text(code?.max_uses),
    max_uses_per_player: text(code?.max_uses_per_player),
    gym_leader_id: code?.gym_leader?.id ?? '',
    product_ids: code?.product_ids ?? [],
    active: code?.active ?? true,
  };
}

function toInput(v: Values) {
  return {
    code: v.code,
    kind: v.kind,
    percent_off: v.kind === 'percent' ? numberOrNull(v.percent_off) : null,
    amount_off_cents: v.kind === 'fixed' ? centsOrNull(v.amount_off) : null,
    min_basket_cents: centsOrNull(v.min_basket) ?? 0,
    product_ids: v.product_ids,
    expires_at: v.expires_at ? localInputToIso(v.expires_at) : null,
    max_uses: numberOrNull(v.max_uses),
    max_uses_per_player: numberOrNull(v.max_uses_per_player),
    gym_leader_id: v.gym_leader_id || null,
    active: v.active,
  };
}

/** What the code takes off, to read. */
const discountText = (code: Pick<StaffCodeView, 'kind' | 'percent_off' | 'amount_off_cents'>) =>
  code.kind === 'percent' ? `${code.percent_off}% off` : `${dollars(code.amount_off_cents ?? 0)} off`;

/** Whether a code still works, and if not why. */
function codeState(code: StaffCodeView, now: number): { label: string; live: boolean } {
  if (!code.active) return { label: 'Switched off', live: false };
  if (code.expires_at && Date.parse(code.expires_at) <= now) return { label: 'Expired', live: false };
  // Checkout refuses a code once its paid and held uses reach the limit, even before any is paid.
  if (code.uses_left === 0) return { label: 'Used up', live: false };
  return { label: 'Active', live: true };
}

function CodeForm({ code, onDone }: { code: StaffCodeView | null; onDone: () => void }) {
  const save = useSaveCode();
  const creating = code === null;
  const products = useQuery(productsQuery).data?.products ?? [];
  const leaders = useQuery(leadersQuery).data ?? [];
  const form = useZodForm(creating ? codeCreateSchema : codeFieldsSchema, initialValues(code), {
    toInput,
    fieldId: (path) => id(fieldOf(path)),
  });
  const { values, set } = form;
  const errors: Record<string, string | undefined> = {};
  for (const [path, message] of Object.entries(form.errors)) errors[fieldOf(path)] ??= message;
  const zone = adminZone();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.validate();
    if (!input) return;
    const request = creating
      ? ({ mode: 'create', body: input as z.output<typeof codeCreateSchema> } as const)
      : ({ mode: 'update', id: code.id, body: input as z.output<typeof codeFieldsSchema> } as const);
    save.mutate(request, {
      onSuccess: ({ code: saved }) => {
        toast.success(creating ? 'Code created' : 'Code saved', {
          description: `${saved.code}: ${discountText(saved)}${saved.gym_leader ? `, for ${saved.gym_leader.display_name}` : ''}.`,
        });
        onDone();
      },
      onError: (error) =>
        reportFailure(error, {
          title: creating ? 'Code not created' : 'Code not saved',
          description: 'Please check the fields and try again.',
          onFieldErrors: (fields) =>
            form.showErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [fieldOf(k), m]))),
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

  return (
    <Card>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="space-y-4"
        aria-labelledby="code-form-title"
      >
        <h2 id="code-form-title" className="text-lg font-bold text-fg">
          {creating ? 'New code' : `Edit ${code.code}`}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {creating &&
            text('code', 'Code', {
              required: true,
              hint: 'What buyers type: 3 to 40 letters, digits, - or _.',
            })}
          <Field id={id('kind')} label="Discount" error={errors.kind}>
            <Select
              id={id('kind')}
              value={values.kind}
              options={KIND_OPTIONS}
              onChange={(e) => set('kind', e.target.value)}
            />
          </Field>
          {values.kind === 'percent'
            ? text('percent_off', 'Percent off', { required: true })
            : text('amount_off', 'Amount off (USD)', { required: true, hint: 'For example 2.50.' })}
          {text('min_basket', 'Minimum basket (USD)', { hint: 'After any sale; 0 for none.' })}
          {text('expires_at', `Expires (${zone})`, { type: 'datetime-local', hint: 'Empty: never.' })}
          {text('max_uses', 'Uses in all', { hint: 'Empty for no limit.' })}
          {text('max_uses_per_player', 'Uses per player', { hint: 'Empty for no limit.' })}
          <Field
            id={id('gym_leader_id')}
            label="Creator code for"
            hint="Choosing the code selects this leader for the revenue share."
            error={errors.gym_leader_id}
          >
            <Select
              id={id('gym_leader_id')}
              value={values.gym_leader_id}
              placeholder="No gym leader"
              options={leaders.map((l) => ({ value: l.id, label: l.display_name }))}
              onChange={(e) => set('gym_leader_id', e.target.value)}
              aria-describedby={describedBy(
                id('gym_leader_id'),
                'Choosing the code selects this leader for the revenue share.',
                errors.gym_leader_id,
              )}
            />
          </Field>
        </div>
        <ProductChoices
          id={id('product_ids')}
          legend="Products it applies to"
          hint="None chosen: every product that can be discounted (rank plans never are)."
          products={products}
          chosen={values.product_ids}
          error={errors.product_ids}
          onChange={(ids) => set('product_ids', ids)}
        />
        <Checkbox
          id={id('active')}
          label="Buyers can use it"
          checked={values.active}
          onChange={(e) => set('active', e.target.checked)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {creating ? 'Create code' : 'Save code'}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

function CodeRow({ code, now, onEdit }: { code: StaffCodeView; now: number; onEdit: () => void }) {
  const save = useSaveCode();
  const state = codeState(code, now);
  const switchTo = (active: boolean) =>
    save.mutate(
      {
        mode: 'update',
        id: code.id,
        body: {
          kind: code.kind,
          percent_off: code.percent_off,
          amount_off_cents: code.amount_off_cents,
          min_basket_cents: code.min_basket_cents,
          product_ids: code.product_ids,
          expires_at: code.expires_at,
          max_uses: code.max_uses,
          max_uses_per_player: code.max_uses_per_player,
          gym_leader_id: code.gym_leader?.id ?? null,
          active,
        },
      },
      {
        onSuccess: () =>
          toast.success(active ? 'Code switched on' : 'Code switched off', {
            description: active
              ? `${code.code} works again.`
              : `${code.code} is refused at checkout from now on.`,
          }),
        onError: (error) =>
          reportFailure(error, { title: 'Code not changed', description: 'Please try again.' }),
      },
    );
  const limits = [
    `${code.uses}${code.max_uses === null ? '' : ` of ${code.max_uses}`} ${code.uses === 1 && code.max_uses === null ? 'use' : 'uses'}`,
    code.held > 0 && `${code.held} held by ${code.held === 1 ? 'an open checkout' : 'open checkouts'}`,
    code.max_uses_per_player !== null && `${code.max_uses_per_player} per player`,
    code.min_basket_cents > 0 && `basket from ${dollars(code.min_basket_cents)}`,
    code.expires_at && `until ${localDateTime(code.expires_at)}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border p-3">
      <div className="min-w-0 flex-1">
        <p className="break-all font-mono font-semibold text-fg">
          {code.code}{' '}
          <Badge variant={state.live ? 'success' : 'secondary'} className="font-sans">
            {state.label}
          </Badge>
        </p>
        <p className="break-words text-xs text-muted">
          {discountText(code)}
          {code.gym_leader ? ` · creator code for ${code.gym_leader.display_name}` : ''}
          {code.product_ids.length > 0 ? ` · ${code.product_ids.length} products` : ''}
        </p>
        <p className="break-words text-xs text-muted">{limits.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${code.code}`}>
          Edit
        </Button>
        {code.active ? (
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="danger"
                aria-label={`Switch off ${code.code}`}
                disabled={save.isPending}
              >
                Switch off
              </Button>
            }
            title={`Switch off ${code.code}?`}
            description="Checkout refuses it from now on. Purchases that used it keep their discount."
            confirmLabel="Switch off"
            onConfirm={() => switchTo(false)}
          />
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => switchTo(true)}
            aria-label={`Switch on ${code.code}`}
            disabled={save.isPending}
          >
            Switch on
          </Button>
        )}
      </div>
    </li>
  );
}

export default function CodesPanel() {
  // A buyer's checkout with a code, and its payment, change its holds and uses without any console write.
  useLiveTopics('discount_codes');
  const { data, isPending, isError } = useQuery(codesQuery);
  /** The code being edited: null for a new one, undefined when the form is closed. */
  const [editing, setEditing] = useState<StaffCodeView | null | undefined>(undefined);
  const now = Date.now();
  const codes = data?.codes ?? [];

  if (editing !== undefined) {
    return <CodeForm key={editing?.id ?? 'new'} code={editing} onDone={() => setEditing(undefined)} />;
  }
  const working = codes.filter((c) => codeState(c, now).live);
  const stopped = codes.filter((c) => !codeState(c, now).live);
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-fg">Discount codes</h2>
        <Button onClick={() => setEditing(null)}>New code</Button>
      </div>
      <p className="text-sm text-muted">
        Times are in your zone, {adminZone()}. Uses count paid purchases. A checkout not yet paid holds a use
        for up to a day; a limited code is used up once its paid and held uses reach the limit.
      </p>
      {isPending ? (
        <Spinner label="Loading codes…" />
      ) : isError ? (
        <p role="alert" className="text-danger">
          The codes could not be loaded.
        </p>
      ) : codes.length === 0 ? (
        <p className="text-muted">No codes yet.</p>
      ) : (
        [
          { key: 'working', title: 'Working', list: working },
          { key: 'stopped', title: 'Switched off, expired or used up', list: stopped },
        ].map(
          (group) =>
            group.list.length > 0 && (
              <section key={group.key} aria-labelledby={`codes-${group.key}`} className="space-y-2">
                <h3 id={`codes-${group.key}`} className="font-semibold text-fg">
                  {group.title}
                </h3>
                <ul className="space-y-2">
                  {group.list.map((code) => (
                    <CodeRow key={code.id} code={code} now={now} onEdit={() => setEditing(code)} />
                  ))}
                </ul>
              </section>
            ),
        )
      )}
    </Card>
  );
}
