import { Lock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { startSignIn } from './sign-in';

/** The signed-out prompt used by every page that needs an account; sign-in returns here. */
export function AuthRequired({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-md text-center">
      <Lock className="mx-auto mb-3 h-10 w-10 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-bold">Authentication Required</h2>
      <p className="mt-2 text-muted">{message}</p>
      <Button className="mt-5" onClick={() => startSignIn()}>
        Sign in with Discord
      </Button>
    </Card>
  );
}
