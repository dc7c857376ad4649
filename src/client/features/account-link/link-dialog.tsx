import { formatCountdown } from '@shared/bridge/link-code';
import type { LinkBeginResponse } from '@shared/bridge/link-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CheckCircle2, Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { sessionQuery } from '../auth';
import { useDiscordOnline } from '../shell';
import { useBeginLink, useLinkStatus } from './use-link-code';

const COPIED_RESET_MS = 2000;

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The link-account dialog: a fresh code on every opening, reset on close. */
export default function LinkDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const begin = useBeginLink();
  const [link, setLink] = useState<(LinkBeginResponse & { deadline: number }) | null>(null);
  const [copied, setCopied] = useState(false);
  const status = useLinkStatus(link?.code ?? null);
  const { invite } = useDiscordOnline();
  const linked = status.data?.state === 'linked';
  const now = useNow(open && Boolean(link) && !linked);
  const msLeft = link ? link.deadline - now : 0;
  const expired = Boolean(link) && !linked && (msLeft <= 0 || status.data?.state === 'expired');

  const requestCode = useCallback(() => {
    setLink(null);
    begin.mutate(undefined, {
      onSuccess: (answer) => setLink({ ...answer, deadline: Date.now() + answer.expires_in_seconds * 1000 }),
      onError: () => toast.error('Error', { description: 'Failed to generate link code. Please try again.' }),
    });
  }, [begin.mutate]);

  useEffect(() => {
    if (open) requestCode();
    else {
      setLink(null);
      setCopied(false);
    }
  }, [open, requestCode]);

  useEffect(() => {
    if (linked) void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  }, [linked, queryClient]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.command);
      setCopied(true);
    } catch {
      toast.error('Error', { description: 'Failed to copy command.' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Link your Minecraft account"
      description="Join the server and type the command below in chat. The code works once."
    >
      {linked ? (
        <div className="space-y-3 text-center" role="status">
          <CheckCircle2 className="mx-auto h-12 w-12 text-success" aria-hidden="true" />
          <p className="text-lg font-bold">Linked to {status.data?.mc_username}!</p>
          <p className="text-sm text-muted">Your ladder rank and purchases now use this Minecraft account.</p>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </div>
      ) : !link ? (
        <div className="flex justify-center py-6">
          {begin.isError ? (
            <Button variant="secondary" onClick={requestCode}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
            </Button>
          ) : (
            <Spinner label="Generating your link code…" />
          )}
        </div>
      ) : (
        <div className="space-y-4">
          <div className="rounded-xl border border-border bg-bg p-4 text-center">
            <p className="text-xs font-bold uppercase tracking-widest text-muted">Your code</p>
            <p className="mt-1 font-mono text-3xl font-extrabold tracking-[0.3em] text-primary">
              {link.code}
            </p>
          </div>
          <div className="flex items-center gap-2 rounded-xl border border-border bg-bg p-2 pl-4">
            <code className="flex-1 truncate font-mono text-sm">{link.command}</code>
            <Button variant="secondary" size="sm" onClick={() => void copy()} disabled={expired}>
              {copied ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Copy className="h-4 w-4" aria-hidden="true" />
              )}
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </div>
          {expired ? (
            <div
              className="flex items-center justify-between gap-3 rounded-xl border border-red-500/40 p-3"
              role="alert"
            >
              <p className="text-sm text-danger">This code has expired.</p>
              <Button size="sm" onClick={requestCode}>
                Get a new code
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted">
              Expires in{' '}
              <span className="font-mono font-bold text-fg" aria-live="off">
                {formatCountdown(msLeft)}
              </span>
              . Waiting for you in game…
            </p>
          )}
          <a
            href={invite}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline"
          >
            Need help? Ask in our Discord
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      )}
    </Dialog>
  );
}
