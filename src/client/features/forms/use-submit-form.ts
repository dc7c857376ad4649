import type { SubmissionEndpoint } from '@shared/forms/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportFailure } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { postSubmission } from './forms-api';
import { forgetMySubmissions } from './use-my-submissions';

interface Texts {
  title: string;
  description: string;
}

/**
 * Checks the form, posts it and reports the outcome: the success toast and `onSuccess` (clear or
 * leave), or inline errors plus a toast with the form kept and the button enabled again.
 */
export function useSubmitForm<T>({
  endpoint,
  validate,
  showErrors,
  success,
  failure,
  onSuccess,
}: {
  endpoint: SubmissionEndpoint;
  validate: () => Promise<T | null>;
  showErrors: (errors: Record<string, string>) => void;
  success: Texts;
  failure: Texts;
  onSuccess: () => void;
}) {
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: (data: T) => postSubmission(endpoint, data),
    onSuccess: () => {
      forgetMySubmissions(queryClient);
      toast.success(success.title, { description: success.description });
      onSuccess();
    },
    onError: (error) => reportFailure(error, { ...failure, onFieldErrors: showErrors }),
  });
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const data = await validate();
    if (data) submit.mutate(data);
  };
  return { submitting: submit.isPending, onSubmit };
}
