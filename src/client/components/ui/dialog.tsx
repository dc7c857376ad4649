import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The overlay and the centred panel, shared with `ConfirmDialog`. */
export const DIALOG_OVERLAY_CLASS = 'fixed inset-0 z-40 bg-black/70 backdrop-blur-sm';
export const DIALOG_CONTENT_CLASS = cn(
  'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
  'rounded-2xl border border-border bg-surface p-6 shadow-2xl',
);

/**
 * A centred modal on Radix Dialog: focus trap, labelled by its title, and closed by its Close
 * button, Escape or the overlay (a phone has no Escape key, so the button is always there).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={DIALOG_OVERLAY_CLASS} />
        <DialogPrimitive.Content className={cn(DIALOG_CONTENT_CLASS, className)}>
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-md p-2 text-muted hover:bg-surface-2 hover:text-fg"
            aria-label="Close"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </DialogPrimitive.Close>
          <DialogPrimitive.Title className="pr-8 text-xl font-bold text-fg">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-muted">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
