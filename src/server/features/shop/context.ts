import type { Deps } from '../../context';
import { resolveTemplates } from './commands';
import type { ShopContext } from './purchase-steps';

/** The shop's dependencies: the app's, plus the command templates (checked once, at start-up). */
export function createShopContext(deps: Deps): ShopContext {
  return { deps, templates: resolveTemplates(deps.env.COMMAND_TEMPLATES) };
}
