import { z } from '../zod';
import { minecraftUsername, optionalText, requiredText } from './fields';

export const banAppealSchema = z.object({
  minecraft_username: minecraftUsername(),
  discord_username: optionalText('Discord username', 64),
  ban_reason: requiredText('Ban reason', 2000),
  appeal_reason: requiredText('Appeal reason', 5000),
  additional_info: optionalText('Additional information', 3000),
});
