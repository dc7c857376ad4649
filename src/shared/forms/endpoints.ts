/** The forms' rows of the browser endpoint table: the seven forms, your submissions and uploads. */

import { type Endpoint, endpoint, requestType, type Summaries } from '../api/endpoint';
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
const submission = <const P extends string, B>(path: P, body: B | undefined) =>
  endpoint({ method: 'POST', path, auth: 'user', answer: formSubmitResponse, body });

export const formsEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/forms/mine',
    auth: 'user',
    answer: mySubmissionsResponse,
  }),
  gymLeaderApplication: submission(
    '/forms/gym-leader-application',
    requestType<z.input<typeof gymLeaderApplicationSchema>>(),
  ),
  waitlist: submission('/forms/waitlist', requestType<z.input<typeof waitlistSchema>>()),
  supportTicket: submission('/forms/support-tickets', requestType<z.input<typeof supportTicketSchema>>()),
  bugReport: submission('/forms/bug-reports', requestType<z.input<typeof bugReportSchema>>()),
  featureRequest: submission('/forms/feature-requests', requestType<z.input<typeof featureRequestSchema>>()),
  banAppeal: submission('/forms/ban-appeals', requestType<z.input<typeof banAppealSchema>>()),
  playerReport: submission('/forms/player-reports', requestType<z.input<typeof playerReportSchema>>()),
  /** The file is the raw request body, its name in `X-File-Name` (sent by upload-file.ts). */
  upload: endpoint({
    method: 'POST',
    path: '/forms/uploads',
    auth: 'user',
    answer: uploadResponse,
  }),
  uploadedFile: endpoint({
    method: 'GET',
    path: '/forms/uploads/:id',
    auth: 'user',
    answer: 'file',
  }),
  removeUpload: endpoint({
    method: 'DELETE',
    path: '/forms/uploads/:id',
    auth: 'user',
    answer: 'empty',
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const formsSummaries: Summaries<typeof formsEndpoints> = {
  gymLeaderApplication: 'Apply to be a gym leader',
  waitlist: 'Sign up for the alpha',
  supportTicket: 'Open a support ticket',
  bugReport: 'Report a bug',
  featureRequest: 'Request a feature',
  banAppeal: 'Appeal a ban',
  playerReport: 'Report a player',
  mine: 'Your submissions and their review status',
  upload: 'Upload one document for a gym leader application (raw body, name in X-File-Name)',
  uploadedFile: 'An uploaded file (its owner and staff only)',
  removeUpload: 'Remove a file not yet sent with an application',
};
