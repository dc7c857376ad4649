import type { Href } from '@shared/site/routes';
/**
 * The community page's look: the channels' and programs' icons and links by position (their words
 * are content, edited in the console), and the social links.
 */
import {
  Bug,
  Camera,
  Gamepad2,
  Hash,
  HeartHandshake,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  Mic,
  Palette,
  Swords,
  Trophy,
  Tv,
  Users,
  Video,
} from 'lucide-react';

/** The channel cards' icons, in the order of the channel blocks. */
export const CHANNEL_ICONS: readonly LucideIcon[] = [Megaphone, MessageCircle, Swords, Users, Trophy, Bug];

export interface ProgramLook {
  Icon: LucideIcon;
  to: Href;
  cta: string;
}

/** The program cards' icons and calls to action, in the order of the program blocks. */
export const PROGRAM_LOOKS: readonly ProgramLook[] = [
  { Icon: Trophy, to: '/gym-leader-application', cta: 'Apply to be Gym Leader' },
  { Icon: Tv, to: '/careers', cta: 'See open roles' },
  { Icon: HeartHandshake, to: '/careers', cta: 'See open roles' },
];

export interface Social {
  name: string;
  Icon: LucideIcon;
  handle: string;
  /** Absent means the Discord invite (read live). */
  href?: string;
}

export const SOCIALS: Social[] = [
  { name: 'Discord', Icon: Hash, handle: 'Join the server' },
  { name: 'YouTube', Icon: Video, handle: '@CobbleClash', href: 'https://www.youtube.com/@CobbleClash' },
  { name: 'Twitch', Icon: Gamepad2, handle: 'cobbleclash', href: 'https://www.twitch.tv/cobbleclash' },
  { name: 'Instagram', Icon: Camera, handle: '@cobbleclash', href: 'https://www.instagram.com/cobbleclash' },
  { name: 'TikTok', Icon: Mic, handle: '@cobbleclash', href: 'https://www.tiktok.com/@cobbleclash' },
  { name: 'Fan art', Icon: Palette, handle: '#fan-art on Discord' },
];
