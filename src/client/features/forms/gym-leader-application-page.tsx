import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { FormPage } from './form-page';

// The form (and the validation library its schema needs) loads once the reader is signed in.
const ApplicationForm = lazy(() => import('./gym-leader-application-form'));

export default function GymLeaderApplicationPage() {
  return (
    <FormPage
      eyebrow="Join the Team"
      title="Gym Leader Application"
      intro={
        <p>
          Run your own gym, battle challengers and earn a share of the revenue when players choose your gym at
          checkout.
        </p>
      }
      signInMessage="Please sign in with Discord to apply for a Gym Leader position."
    >
      {(session) => (
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <ApplicationForm session={session} />
        </Suspense>
      )}
    </FormPage>
  );
}
