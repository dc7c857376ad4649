import type { MeResponse } from '@shared/auth/me';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { AuthRequired, useSession } from '../auth';
import { BanNotice } from '../bans';

export type Session = { user: NonNullable<MeResponse['user']>; player: MeResponse['player'] };

/**
 * The frame of a signed-in form: heading, then the sign-in prompt for visitors or the form,
 * which is built once the session is known so it can be prefilled from it.
 */
export function FormPage({
  eyebrow,
  title,
  intro,
  signInMessage,
  children,
  wide,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  signInMessage: string;
  children: (session: Session) => ReactNode;
  wide?: boolean;
}) {
  const { loading, user, player } = useSession();
  return (
    <Page wide={wide}>
      <PageHeader eyebrow={eyebrow} title={title}>
        {intro}
      </PageHeader>
      <BanNotice />
      {loading ? (
        // The first paint cannot know the session: it holds the sign-in prompt's place (what a
        // visitor will see), so nothing below moves when the prompt takes it.
        <div className="relative">
          <div className="invisible" aria-hidden="true">
            <AuthRequired message={signInMessage} />
          </div>
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label="Checking your sign-in…" />
          </div>
        </div>
      ) : user ? (
        children({ user, player })
      ) : (
        <AuthRequired message={signInMessage} />
      )}
    </Page>
  );
}

/** Submit button that reads 'Submitting...' (or the given busy text) and is disabled while busy. */
export function SubmitButton({
  busy,
  busyLabel = 'Submitting...',
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
      {busy ? busyLabel : children}
    </Button>
  );
}
