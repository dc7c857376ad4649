/**
 * In-game commands for each catalog group, queued through the game-server bridge at each moment of
 * a purchase's life, as server owners know them from webstores: `grant` (paid), `renew` (a plan's
 * renewal), `expire` (a plan ended), `refund` (the whole payment refunded) and `chargeback` (the
 * payment disputed). These are the built-in lists the catalog is seeded with; admins edit each
 * product's lists in the console, so a server running different plugins changes data, not code.
 *
 * Placeholders: {player} Minecraft name, {uuid} Minecraft uuid, {count} units bought (the cart
 * line's quantity), {amount} count × the pack size (keys, tokens, votes), {rank}, {days} (a plan
 * period plus a day of grace), {minutes} (duration × count), {multiplier}, {item} catalog id.
 * `requireOnline: false` marks server-wide commands the game server may run with nobody online.
 *
 * A key `<group>:<rank>` (e.g. `ranks:master`) gives one rank its own lists; the Master rank uses
 * it because §9 includes the premium battle pass with it. docs/shop-commands.md lists every default.
 */
import type { CatalogItem } from '../../../shared/shop/catalog';

export interface CommandTemplate {
  command: string;
  requireOnline: boolean;
}

export const STAGES = ['grant', 'renew', 'expire', 'refund', 'chargeback'] as const;
export type Stage = (typeof STAGES)[number];
export type GroupTemplates = Record<Stage, CommandTemplate[]>;

const online = (command: string): CommandTemplate => ({ command, requireOnline: true });
const anytime = (command: string): CommandTemplate => ({ command, requireOnline: false });

/** By default an ended plan, a refund and a chargeback all take back what `grant` gave. */
const lists = (
  grant: CommandTemplate[],
  takeBack: CommandTemplate[] = [],
  renew: CommandTemplate[] = [],
) => ({
  grant,
  renew,
  expire: takeBack,
  refund: takeBack,
  chargeback: takeBack,
});

const keys = (crate: string): GroupTemplates =>
  lists(
    [online(`crates key give {player} ${crate} {amount}`)],
    [anytime(`crates key take {player} ${crate} {amount}`)],
  );

const shopTokens = (kind: string): GroupTemplates =>
  lists(
    [online(`shoptokens give {player} ${kind} {amount}`)],
    [anytime(`shoptokens take {player} ${kind} {amount}`)],
  );

const ADD_RANK = anytime('lp user {player} parent addtemp {rank} {days}d accumulate');
const REMOVE_RANK = anytime('lp user {player} parent removetemp {rank}');
const GIVE_PREMIUM_PASS = anytime('battlepass premium give {player}');
const TAKE_PREMIUM_PASS = anytime('battlepass premium take {player}');

export const DEFAULT_TEMPLATES: Readonly<Record<string, GroupTemplates>> = {
  // Boosts and vote parties act server-wide at once: nothing is left to take back.
  'shiny-boosters': lists([anytime('shinyboost queue {multiplier} {minutes}m {player}')]),
  'vote-party': lists([anytime('voteparty add {amount}')]),
  'cosmetic-keys': keys('cosmetic'),
  'pokedoll-keys': keys('pokedoll'),
  'shiny-transformation': shopTokens('shiny_transformation'),
  'pokeball-changer': shopTokens('pokeball_changer'),
  // The buyer's tokens, plus the spec's community bonus: each purchase gives every player one.
  'gym-tokens': lists(
    [anytime('gymtokens give {player} {amount}'), anytime('gymtokens giveall {count}')],
    [anytime('gymtokens take {player} {amount}')],
  ),
  ranks: lists([ADD_RANK], [REMOVE_RANK], [ADD_RANK]),
  // Master includes the premium battle pass while the plan runs; renewing re-grants it for a new season.
  'ranks:master': lists(
    [ADD_RANK, GIVE_PREMIUM_PASS],
    [REMOVE_RANK, TAKE_PREMIUM_PASS],
    [ADD_RANK, GIVE_PREMIUM_PASS],
  ),
  'battle-pass': lists([GIVE_PREMIUM_PASS], [TAKE_PREMIUM_PASS]),
};

/** Anything the table does not know still reaches staff as a readable command. */
const FALLBACK: GroupTemplates = lists(
  [anytime('shop deliver {player} {item} {count}')],
  [anytime('shop revoke {player} {item} {count}')],
);

/**
 * The built-in lists a catalog item starts with (the seed writes them into the catalog): its rank's
 * own lists, else its group's, else the readable fallback.
 */
export function defaultTemplatesFor(item: Pick<CatalogItem, 'group' | 'rank'>): GroupTemplates {
  return (
    (item.rank ? DEFAULT_TEMPLATES[`${item.group}:${item.rank}`] : undefined) ??
    DEFAULT_TEMPLATES[item.group] ??
    FALLBACK
  );
}

/** What rendering needs of a product: a catalog item or a purchase line's snapshot. */
export interface ProductFacts {
  interval?: 'month' | 'year' | null;
  rank?: string | null;
  quantity_in_pack?: number | null;
  duration_minutes?: number | null;
  multiplier?: number | null;
}

export interface CommandContext {
  player: string;
  uuid: string;
  item: ProductFacts | undefined;
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

/** One stage's templates with the line's values filled in. */
export function renderCommands(
  templates: readonly CommandTemplate[],
  ctx: CommandContext,
): CommandTemplate[] {
  return templates.map((t) => ({ command: renderCommand(t.command, ctx), requireOnline: t.requireOnline }));
}

/** The built-in commands for a line of a built-in catalog item (lines sold without a snapshot). */
export function defaultCommandsFor(
  item: Pick<CatalogItem, 'group' | 'rank'> | undefined,
  stage: Stage,
  ctx: CommandContext,
): CommandTemplate[] {
  return renderCommands((item ? defaultTemplatesFor(item) : FALLBACK)[stage], ctx);
}
