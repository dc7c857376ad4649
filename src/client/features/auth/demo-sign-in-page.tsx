import { safeRedirectTarget } from '@shared/auth/redirect';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { NotFoundPage } from '../../components/not-found-page';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { failureMessage, fieldErrorsOf } from '../../lib/api-errors';
import { publicConfig } from '../../lib/public-config';
import { useSearchParams } from '../../lib/router';
import { demoAccountsQuery, useDemoSignIn } from './demo-sign-in-api';

/** Development sign-in: only in demo mode; creates a real session through the server's sign-in path. */
export default function DemoSignInPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirectTarget(params.get('redirect'));
  const [username, setUsername] = useState('');
  const accounts = useQuery(demoAccountsQuery);
  // The message shows under the name field, not in a toast: it is about the name typed.
  const signIn = useDemoSignIn(redirect);
  const error = signIn.isError
    ? (fieldErrorsOf(signIn.error).username ??
      failureMessage(signIn.error, { description: 'Sign-in failed.', serverMessage: 'any' }))
    : null;
  // Stays busy after success, while the browser leaves for the redirect.
  const busy = signIn.isPending || signIn.isSuccess;

  if (!publicConfig.demoMode) return <NotFoundPage />;

  const signInAs = (name: string) => signIn.mutate(name);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signInAs(username);
  };

  return (
    <Page>
      <PageHeader eyebrow="Demo mode" title="Development sign-in">
        This site runs without Discord credentials. Pick a demo account or type a name: you get a real
        session, exactly as after a Discord sign-in, but nobody's identity is checked.
      </PageHeader>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card>
          <h2 className="mb-4 flex items-center gap-2 text-lg font-bold">
            <FlaskConical className="h-5 w-5 text-primary" aria-hidden="true" /> Demo accounts
          </h2>
          {accounts.isPending ? (
            <Spinner label="Loading demo accounts…" />
          ) : (
            <ul className="space-y-2">
              {(accounts.data?.accounts ?? []).map((account) => (
                <li key={account.username}>
                  <Button
                    variant="secondary"
                    // Names are any length: the label wraps instead of widening the page on a phone (`!` wins over
                    // the size classes of buttonClass, which cn() does not merge away).
                    className="h-auto! min-h-10 w-full justify-between whitespace-normal! py-2 text-left"
                    disabled={busy}
                    onClick={() => signInAs(account.username)}
                  >
                    <span className="min-w-0 wrap-anywhere">Sign in as {account.username}</span>
                    <span className="shrink-0 text-xs font-normal text-muted">{account.role}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-bold">Or choose a name</h2>
          <form onSubmit={onSubmit} noValidate className="space-y-3">
            <label htmlFor="demo-username" className="block text-sm font-semibold">
              Discord username
            </label>
            <input
              id="demo-username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'demo-username-error' : undefined}
              className="h-10 w-full rounded-lg border border-border bg-bg px-3 text-fg placeholder:text-muted"
              placeholder="e.g. RedTrainer"
            />
            {error && (
              <p id="demo-username-error" role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
            <Button type="submit" disabled={busy} className="w-full">
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </Card>
      </div>
    </Page>
  );
}
