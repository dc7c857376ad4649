/**
 * In-game commands for each catalog group, queued through the game-server bridge when a purchase
 * is fulfilled (`grant`), a rank renews (`renew`), or a payment is refunded, disputed or a plan
 * ends (`revoke`). `COMMAND_TEMPLATES` (JSON, same shape as DEFAULT_TEMPLATES, per group) replaces
 * a group's lists, so a server running different plugins changes configuration, not code.
 *
 * Placeholders: {player} Minecraft name, {uuid} Minecraft uuid, {count} units bought (the cart
 * line's quantity), {amount} count × the pack size (keys, tokens, votes), {rank}, {days} (a plan
 * period plus a day of grace), {minutes} (duration × count), {multiplier}, {item} catalog id.
 * `requireOnline: false` marks server-wide commands the game server may run with nobody online.
 *
 * A key `<group>:<rank>` (e.g. `ranks:master`) gives one rank its own lists; the Master rank uses
 * it by default because §9 includes the premium battle pass with it. docs/shop-commands.md lists
 * every default and how to override them.
 */
import { z } from 'zod';
import type { CatalogItem } from '../../../shared/shop/catalog';

export interface CommandTemplate {
  command: string;
  requireOnline: boolean;
}

export interface GroupTemplates {
  grant: CommandTemplate[];
  renew: CommandTemplate[];
  revoke: CommandTemplate[];
}

const online = (command: string): CommandTemplate => ({ command, requireOnline: true });
const anytime = (command: string): CommandTemplate => ({ command, requireOnline: false });

const keys = (crate: string): GroupTemplates => ({
  grant: [online(`crates key give {player} ${crate} {amount}`)],
  renew: [],
  revoke: [anytime(`crates key take {player} ${crate} {amount}`)],
});

const RANK: GroupTemplates = {
  grant: [anytime('lp user {player} parent addtemp {rank} {days}d accumulate')],
  renew: [anytime('lp user {player} parent addtemp {rank} {days}d accumulate')],
  revoke: [anytime('lp user {player} parent removetemp {rank}')],
};

const PREMIUM_PASS = {
  grant: anytime('battlepass premium give {player}'),
  revoke: anytime('battlepass premium take {player}'),
};

export const DEFAULT_TEMPLATES: Readonly<Record<string, GroupTemplates>> = {
  'shiny-boosters': {
    grant: [anytime('shinyboost queue {multiplier} {minutes}m {player}')],
    renew: [],
    revoke: [],
  },
  'vote-party': { grant: [anytime('voteparty add {amount}')], renew: [], revoke: [] },
  'cosmetic-keys': keys('cosmetic'),
  'pokedoll-keys': keys('pokedoll'),
  'shiny-transformation': {
    grant: [online('shoptokens give {player} shiny_transformation {amount}')],
    renew: [],
    revoke: [anytime('shoptokens take {player} shiny_transformation {amount}')],
  },
  'pokeball-changer': {
    grant: [online('shoptokens give {player} pokeball_changer {amount}')],
    renew: [],
    revoke: [anytime('shoptokens take {player} pokeball_changer {amount}')],
  },
  // The buyer's tokens, plus the spec's community bonus: each purchase gives every player one.
  'gym-tokens': {
    grant: [anytime('gymtokens give {player} {amount}'), anytime('gymtokens giveall {count}')],
    renew: [],
    revoke: [anytime('gymtokens take {player} {amount}')],
  },
  ranks: RANK,
  // Master includes the premium battle pass while the plan runs; renewing re-grants it for a new season.
  'ranks:master': {
    grant: [...RANK.grant, PREMIUM_PASS.grant],
    renew: [...RANK.renew, PREMIUM_PASS.grant],
    revoke: [...RANK.revoke, PREMIUM_PASS.revoke],
  },
  'battle-pass': { grant: [PREMIUM_PASS.grant], renew: [], revoke: [PREMIUM_PASS.revoke] },
};

/** Anything the table does not know still reaches staff as a readable command. */
const FALLBACK: GroupTemplates = {
  grant: [anytime('shop deliver {player} {item} {count}')],
  renew: [],
  revoke: [anytime('shop revoke {player} {item} {count}')],
};

const templateSchema = z.object({ command: z.string().min(1), requireOnline: z.boolean() });
const overridesSchema = z.record(
  z.string(),
  z.object({
    grant: z.array(templateSchema).optional(),
    renew: z.array(templateSchema).optional(),
    revoke: z.array(templateSchema).optional(),
  }),
);

export type TemplateTable = Readonly<Record<string, GroupTemplates>>;

/** The defaults with COMMAND_TEMPLATES applied; throws (at start-up) on a malformed override. */
export function resolveTemplates(json: string | undefined): TemplateTable {
  if (!json) return DEFAULT_TEMPLATES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('COMMAND_TEMPLATES must be JSON');
  }
  const result = overridesSchema.safeParse(parsed);
  if (!result.success) throw new Error(`COMMAND_TEMPLATES is malformed: ${result.error.issues[0]?.message}`);
  const table: Record<string, GroupTemplates> = { ...DEFAULT_TEMPLATES };
  for (const [group, override] of Object.entries(result.data)) {
    const base = table[group] ?? table[group.split(':')[0] ?? ''] ?? FALLBACK;
    table[group] = {
      grant: override.grant ?? base.grant,
      renew: override.renew ?? base.renew,
      revoke: override.revoke ?? base.revoke,
    };
  }
  return table;
}

export interface CommandContext {
  player: string;
  uuid: string;
  item: CatalogItem | undefined;
  catalogItemId: string;
  count: number;
}

/** Minecraft names are [A-Za-z0-9_]; anything else never reaches a console command. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '');

function values(ctx: CommandContext): Record<string, string> {
  const item = ctx.item;
  const days = item?.interval === 'year' ? 366 : 31;
  return {
    player: safeName(ctx.player),
    uuid: ctx.uuid,
    count: String(ctx.count),
    amount: String(ctx.count * (item?.quantity_in_pack ?? 1)),
    rank: item?.rank ?? '',
    days: String(days),
    minutes: String((item?.duration_minutes ?? 0) * ctx.count),
    multiplier: String(item?.multiplier ?? 1),
    item: ctx.catalogItemId.replace(/[^A-Za-z0-9_-]/g, ''),
  };
}

export function renderCommand(template: string, ctx: CommandContext): string {
  const v = values(ctx);
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => v[key] ?? whole);
}

/** The commands for one purchase line and one moment of its life. */
export function commandsFor(
  table: TemplateTable,
  stage: keyof GroupTemplates,
  ctx: CommandContext,
): CommandTemplate[] {
  const item = ctx.item;
  const group = item
    ? ((item.rank ? table[`${item.group}:${item.rank}`] : undefined) ?? table[item.group] ?? FALLBACK)
    : FALLBACK;
  return group[stage].map((t) => ({
    command: renderCommand(t.command, ctx),
    requireOnline: t.requireOnline,
  }));
}
