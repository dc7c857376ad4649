import { useQuery } from '@tanstack/react-query';
import { statusReportQuery } from '../status';

export type GameServerState = 'checking' | 'online' | 'quiet' | 'none' | 'unknown';

/**
 * What the site knows of the Minecraft server: whether a game server reports through the bridge.
 * Shares the status page's query, so that page and the footer ask once.
 */
export function useGameServerState(): GameServerState {
  const status = useQuery({ ...statusReportQuery, staleTime: 60_000 });
  if (status.isPending) return 'checking';
  const bridge = status.data?.components.find((c) => c.id === 'game-bridge');
  if (!bridge) return 'unknown';
  if (bridge.state === 'operational') return 'online';
  if (bridge.state === 'degraded') return 'quiet';
  if (bridge.state === 'demo') return 'none';
  return 'unknown';
}

export const GAME_SERVER_LABELS: Record<GameServerState, string> = {
  checking: 'Checking the game server...',
  online: 'Server Online',
  quiet: 'Game server not reporting',
  none: 'No game server connected',
  unknown: 'Game server status unknown',
};
