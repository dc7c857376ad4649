import type { VoteSite } from '../../../shared/vote/types';
import type { Env } from '../../env';

/** Used until VOTE_SITES names the server's own listings. */
export const DEFAULT_VOTE_SITES: readonly VoteSite[] = [
  { name: 'Minecraft Server List', url: 'https://minecraft-server-list.com/' },
  { name: 'Minecraft-MP', url: 'https://minecraft-mp.com/' },
  { name: 'TopG', url: 'https://topg.org/minecraft-servers/' },
  { name: 'PlanetMinecraft', url: 'https://www.planetminecraft.com/servers/' },
  { name: 'MinecraftServers.org', url: 'https://minecraftservers.org/' },
  { name: 'Minecraft Servers 100', url: 'https://minecraft-servers-100.com/' },
];

export function voteSites(env: Pick<Env, 'VOTE_SITES'>): VoteSite[] {
  return [...(env.VOTE_SITES ?? DEFAULT_VOTE_SITES)];
}
