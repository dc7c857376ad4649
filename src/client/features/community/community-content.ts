import type { Href } from '@shared/site/routes';
/** The community page's fixed content: channels, programs, social links and guidelines. */
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

export interface Channel {
  name: string;
  Icon: LucideIcon;
  description: string;
}

export const CHANNELS: Channel[] = [
  {
    name: '#announcements',
    Icon: Megaphone,
    description: 'Server news, patch notes and event dates, first.',
  },
  { name: '#general', Icon: MessageCircle, description: 'Talk about anything Cobblemon with the community.' },
  {
    name: '#battle-requests',
    Icon: Swords,
    description: 'Find sparring partners and challenge gym leaders.',
  },
  { name: '#trading', Icon: Users, description: 'Trade Pokémon and items with other trainers.' },
  { name: '#tournaments', Icon: Trophy, description: 'Brackets, sign-ups and results for every event.' },
  { name: '#bug-reports', Icon: Bug, description: 'Tell us what broke so we can fix it fast.' },
];

export interface Program {
  title: string;
  Icon: LucideIcon;
  description: string;
  to: Href;
  cta: string;
}

export const PROGRAMS: Program[] = [
  {
    title: 'Gym Leader Program',
    Icon: Trophy,
    description: 'Hold a gym, keep regular hours and earn a share of the revenue from players who back you.',
    to: '/gym-leader-application',
    cta: 'Apply to be Gym Leader',
  },
  {
    title: 'Content Creators',
    Icon: Tv,
    description: 'Stream or record on the server and get featured in our announcements.',
    to: '/careers',
    cta: 'See open roles',
  },
  {
    title: 'Community Moderators',
    Icon: HeartHandshake,
    description: 'Help keep chat friendly and fair for every trainer.',
    to: '/careers',
    cta: 'See open roles',
  },
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

export const GUIDELINES: string[] = [
  'Be respectful: no harassment, hate speech or personal attacks.',
  'Play fair: no cheats, exploits or macros, in battles or anywhere else.',
  'Keep it friendly for ages 13 and up.',
  'No spam, advertising or unsolicited DMs.',
  'Report problems to staff instead of escalating them.',
  'Follow the full server rules in game and on Discord.',
];
