import { cn } from '../../lib/cn';
import { onlineLabel, useDiscordOnline } from './use-discord-online';

export function OnlineBadge({ className }: { className?: string }) {
  const { loading, online } = useDiscordOnline();
  const live = !loading && online !== null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-border bg-surface-2 px-2.5 py-1 text-xs font-semibold text-fg',
        className,
      )}
      aria-live="polite"
    >
      <span
        aria-hidden="true"
        className={cn('h-2 w-2 rounded-full', live ? 'bg-success motion-safe:animate-pulse' : 'bg-muted')}
      />
      {onlineLabel(loading, online)}
    </span>
  );
}
