/** Request schemas of the Discord console panel (full zod: the server and the console's form). */
import { z } from '../zod';
import { isRoleTarget } from './roles';

/** PUT /api/staff/discord/roles: map a target to a guild role, or (null) stop following it. */
export const roleMappingUpdate = z.object({
  target: z.string().max(80).refine(isRoleTarget, 'not a rank, gym_leader, staff or tournament:<id>'),
  role_id: z
    .string()
    .trim()
    .regex(/^\d{15,21}$/, 'a Discord role id is 15 to 21 digits')
    .nullable(),
});
