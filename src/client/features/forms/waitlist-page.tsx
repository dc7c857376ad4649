import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { FormPage } from './form-page';

// The form (and the validation library its schema needs) loads once the reader is signed in.
const Waitlist = lazy(() => import('./waitlist-form'));

export default function WaitlistPage() {
  return (
    <FormPage
      eyebrow="Alpha Access"
      title="Alpha Sign-up"
      intro={<p>Sign up for the closed alpha. We invite new players in waves through Discord.</p>}
      signInMessage="Please sign in with Discord to sign up for the alpha."
    >
      {(session) => (
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <Waitlist session={session} />
        </Suspense>
      )}
    </FormPage>
  );
}
