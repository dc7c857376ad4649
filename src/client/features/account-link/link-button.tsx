import { Link2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';

// The dialog (and Radix Dialog) loads on first use.
export const LinkDialog = lazy(() => import('./link-dialog'));

/** 'Link Minecraft' in the navigation bar, for signed-in users. */
export function LinkMinecraftButton() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onPointerEnter={() => setRequested(true)}
      >
        <Link2 className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">Link Minecraft</span>
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <LinkDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
