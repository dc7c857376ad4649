/** The forms' one write: a submission posted to its form's row of the endpoint table, answered with its id. */
import type { SubmissionEndpoint } from '@shared/forms/endpoints';
import { api } from '../../lib/api';

export const postSubmission = (endpoint: SubmissionEndpoint, body: unknown) => api(endpoint, { body });
