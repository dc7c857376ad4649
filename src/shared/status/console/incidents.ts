/** What staff send to post and update incidents (POST/PATCH /api/staff/incidents). */

import { z } from '../../zod';
import {
  INCIDENT_KINDS,
  INCIDENT_SEVERITIES,
  INCIDENT_STATES,
  MAX_INCIDENT_BODY,
  MAX_INCIDENT_TITLE,
} from '../incidents';
import { STATUS_COMPONENT_IDS } from '../status';

const title = z
  .string()
  .trim()
  .min(1, 'Give the incident a title.')
  .max(MAX_INCIDENT_TITLE, `Keep the title under ${MAX_INCIDENT_TITLE} characters.`);
const body = z.string().trim().max(MAX_INCIDENT_BODY, `Keep the text under ${MAX_INCIDENT_BODY} characters.`);
const state = z.enum(INCIDENT_STATES, { error: 'Choose a state.' });
const severity = z.enum(INCIDENT_SEVERITIES, { error: 'Choose a severity.' });
/** Services from the status page's own list, so an incident can mark them (not free text). */
const components = z
  .array(z.enum(STATUS_COMPONENT_IDS, { error: "Choose services from the status page's list." }))
  .max(STATUS_COMPONENT_IDS.length, 'Choose each service once.')
  .refine((ids) => new Set(ids).size === ids.length, 'Choose each service once.');

export const incidentCreateSchema = z.object({
  kind: z.enum(INCIDENT_KINDS, { error: 'Choose incident or maintenance.' }).default('incident'),
  title,
  body: body.default(''),
  state: state.default('investigating'),
  severity: severity.default('minor'),
  components: components.default([]),
});
export type IncidentCreate = z.input<typeof incidentCreateSchema>;

export const incidentUpdateSchema = z
  .object({
    title: title.optional(),
    body: body.optional(),
    state: state.optional(),
    severity: severity.optional(),
    components: components.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Change at least one field.');
export type IncidentUpdate = z.input<typeof incidentUpdateSchema>;
