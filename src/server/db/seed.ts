/**
 * Demo data for a fresh site. Each feature seeds its own tables and skips them when they already
 * hold rows, so a data folder from an older version gains the newer features' demo rows too.
 * Edit when a feature adds a seed step.
 */
import type { Deps } from '../context';
import { seedArena } from '../features/arena/seed';
import { seedDemoAccounts } from '../features/auth/seed';
import { seedEvents } from '../features/events/seed';
import { seedReplays } from '../features/replays';
import { seedSeason } from '../features/season/seed';
import { seedShop } from '../features/shop/seed';
import { seedTournaments } from '../features/tournaments';

export async function seedDemoData(deps: Deps): Promise<void> {
  const mode = deps.env.SEED_DEMO_DATA;
  if (mode === 'never' || (mode === 'auto' && !deps.env.demoMode)) return;
  await seedDemoAccounts(deps);
  await seedArena(deps);
  await seedReplays(deps);
  await seedTournaments(deps);
  await seedEvents(deps);
  // After the arena, which links the demo account AshTrainer to a Minecraft uuid.
  await seedSeason(deps);
  await seedShop(deps);
}
