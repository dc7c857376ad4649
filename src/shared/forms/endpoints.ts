/** The forms' rows of the browser endpoint table: the seven forms, your submissions and uploads. */

import { type Endpoint, endpoint, requestType } from '../api/endpoint';
import type { z } from '../zod';
import type { banAppealSchema } from './ban-appeal';
import type { bugReportSchema } from './bug-report';
import type { featureRequestSchema } from './feature-request';
import type { gymLeaderApplicationSchema } from './gym-leader-application';
import type { playerReportSchema } from './player-report';
import { formSubmitResponse, mySubmissionsResponse } from './submissions';
import type { supportTicketSchema } from './support-ticket';
import { uploadResponse } from './uploads';
import type { waitlistSchema } from './waitlist';

/** A form's row: a signed-in POST answering the stored submission's id. */
export type SubmissionEndpoint = Endpoint<'POST', string, typeof formSubmitResponse, unknown>;

/** Every form answers the stored submission's id. */
const submission = <const P extends string, B>(path: P, summary: string, body: B | undefined) =>
  endpoint({ method: 'POST', path, auth: 'user', summary, answer: formSubmitResponse, body });

export const formsEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/forms/mine',
    auth: 'user',
    summary: 'Your submissions and their review status',
    answer: mySubmissionsResponse,
  }),
  gymLeaderApplication: submission(
    '/forms/gym-leader-application',
    'Apply to be a gym leader',
    requestType<z.input<typeof gymLeaderApplicationSchema>>(),
  ),
  waitlist: submission(
    '/forms/waitlist',
    'Sign up for the alpha',
    requestType<z.input<typeof waitlistSchema>>(),
  ),
  supportTicket: submission(
    '/forms/support-tickets',
    'Open a support ticket',
    requestType<z.input<typeof supportTicketSchema>>(),
  ),
  bugReport: submission('/forms/bug-reports', 'Report a bug', requestType<z.input<typeof bugReportSchema>>()),
  featureRequest: submission(
    '/forms/feature-requests',
    'Request a feature',
    requestType<z.input<typeof featureRequestSchema>>(),
  ),
  banAppeal: submission('/forms/ban-appeals', 'Appeal a ban', requestType<z.input<typeof banAppealSchema>>()),
  playerReport: submission(
    '/forms/player-reports',
    'Report a player',
    requestType<z.input<typeof playerReportSchema>>(),
  ),
  /** The file is the raw request body, its name in `X-File-Name` (sent by upload-file.ts). */
  upload: endpoint({
    method: 'POST',
    path: '/forms/uploads',
    auth: 'user',
    summary: 'Upload one document for a gym leader application (raw body, name in X-File-Name)',
    answer: uploadResponse,
  }),
  uploadedFile: endpoint({
    method: 'GET',
    path: '/forms/uploads/:id',
    auth: 'user',
    summary: 'An uploaded file (its owner and staff only)',
    answer: 'file',
  }),
  removeUpload: endpoint({
    method: 'DELETE',
    path: '/forms/uploads/:id',
    auth: 'user',
    summary: 'Remove a file not yet sent with an application',
    answer: 'empty',
  }),
};
