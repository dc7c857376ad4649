/** Alpha sign-up (/waitlist). */
import { z } from '../zod';
import { emailField, optionalMinecraftUsername, requiredText } from './fields';

export const waitlistSchema = z.object({
  player_name: requiredText('Player name', 64),
  email: emailField,
  minecraft_username: optionalMinecraftUsername,
  why_join: requiredText('Why you want to join', 2000),
  most_excited_feature: requiredText('Most exciting feature', 2000),
  community_enhancement: requiredText('Community enhancement', 2000),
});

/** The Discord name kept with the sign-up: the player's username, else the profile's full name. */
export function waitlistDiscordName(playerUsername?: string | null, fullName?: string | null): string {
  return playerUsername?.trim() || fullName?.trim() || 'Unknown';
}
