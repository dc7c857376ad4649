/** The forms' one write: a submission posted to its form's endpoint, answered with its id. */
import { formSubmitResponse } from '@shared/forms/submissions';
import { api } from '../../lib/api';

export const postSubmission = (path: string, body: unknown) => api.post(path, formSubmitResponse, body);
