import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactElement, type ReactNode, useRef } from 'react';
import { buttonClass } from './button';
import { DIALOG_CONTENT_CLASS, DIALOG_OVERLAY_CLASS } from './dialog';

/**
 * The one "are you sure" before a destructive action, on the same Radix dialog as `Dialog` and
 * behaving as an alert dialog: `role="alertdialog"`, focus starts on Cancel, Escape and Cancel
 * close it without acting, a click outside does nothing, and the confirm button names the action
 * ("Revoke token"). Either give it the `trigger` button (focus returns there when it closes), or
 * drive it with `open`/`onOpenChange`. Confirming closes it and calls `onConfirm`; the caller
 * reports the outcome (a toast).
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'danger',
  onConfirm,
}: {
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `primary` for a final step that takes nothing away (crowning a champion). */
  variant?: 'danger' | 'primary';
  onConfirm: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={DIALOG_OVERLAY_CLASS} />
        <DialogPrimitive.Content
          role="alertdialog"
          className={DIALOG_CONTENT_CLASS}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogPrimitive.Title className="text-xl font-bold text-fg">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-muted">{description}</DialogPrimitive.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <DialogPrimitive.Close ref={cancel} className={buttonClass('secondary')}>
              {cancelLabel}
            </DialogPrimitive.Close>
            <DialogPrimitive.Close className={buttonClass(variant)} onClick={onConfirm}>
              {confirmLabel}
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
