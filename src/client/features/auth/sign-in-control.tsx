import { LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { startSignIn } from './sign-in';
import { useSession } from './use-session';
import { useSignOut } from './use-sign-out';

/** The Sign in button's width (its text fits), kept by the spinner before it. */
const SIGN_IN_WIDTH = 'min-w-[6.5rem] sm:min-w-[13rem]';

/** Spinner while the session loads; the username and Sign Out when signed in; else Sign in. */
export function SignInControl() {
  const { loading, user, player } = useSession();
  const signOut = useSignOut();
  const [signingIn, setSigningIn] = useState(false);

  // As wide as the Sign in button that usually follows, so the header does not move when it does.
  if (loading) {
    return (
      <span className={cn('inline-flex h-9 items-center justify-center', SIGN_IN_WIDTH)}>
        <Spinner label="Checking your session…" />
      </span>
    );
  }
  if (user && player) {
    return (
      <div className="flex items-center gap-2">
        <span
          className="hidden max-w-[10rem] truncate text-sm font-semibold text-fg sm:inline"
          title={player.username}
        >
          {player.username}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          aria-busy={signOut.isPending}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Sign Out</span>
        </Button>
      </div>
    );
  }
  return (
    <Button
      size="sm"
      className={SIGN_IN_WIDTH}
      onClick={() => {
        setSigningIn(true);
        startSignIn();
      }}
      disabled={signingIn}
      aria-busy={signingIn}
    >
      <LogIn className="h-4 w-4" aria-hidden="true" />
      <span className="hidden sm:inline">Sign in with Discord</span>
      <span className="sm:hidden">Sign in</span>
    </Button>
  );
}
