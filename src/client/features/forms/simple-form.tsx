/**
 * The page of one of the five simple forms: heading and sign-in prompt from the shared texts; the
 * form (and the validation library its schema needs) loads once the reader is signed in.
 */
import { SIMPLE_FORM_PAGES } from '@shared/forms/simple-form-pages';
import type { SimpleFormName } from '@shared/forms/simple-forms';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { FormPage } from './form-page';

const SimpleFormBody = lazy(() => import('./simple-form-body'));

export function SimpleFormPage({ name }: { name: SimpleFormName }) {
  const page = SIMPLE_FORM_PAGES[name];
  return (
    <FormPage
      eyebrow={page.eyebrow}
      title={page.title}
      intro={<p>{page.intro}</p>}
      signInMessage={page.signInMessage}
    >
      {() => (
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <SimpleFormBody name={name} />
        </Suspense>
      )}
    </FormPage>
  );
}
