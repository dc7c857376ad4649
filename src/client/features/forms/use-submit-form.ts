import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '../../lib/api';
import { reportSubmitError } from './submit';

interface Texts {
  title: string;
  description: string;
}

/**
 * Checks the form, posts it and reports the outcome: the success toast and `onSuccess` (clear or
 * leave), or inline errors plus a toast with the form kept and the button enabled again.
 */
export function useSubmitForm<T>({
  path,
  validate,
  showErrors,
  success,
  failure,
  onSuccess,
}: {
  path: string;
  validate: () => T | null;
  showErrors: (errors: Record<string, string>) => void;
  success: Texts;
  failure: Texts;
  onSuccess: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const data = validate();
    if (!data) return;
    setSubmitting(true);
    try {
      await api.post(path, data);
      toast.success(success.title, { description: success.description });
      onSuccess();
    } catch (error) {
      reportSubmitError(error, failure, showErrors);
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, onSubmit };
}
