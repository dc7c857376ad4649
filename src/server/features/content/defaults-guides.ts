/** Getting started, careers and the help center as first published: the first revision of each block. */
import { SITE } from '../../../shared/site/brand';
import type { DefaultText } from './default-text';
import { list, text, titled } from './defaults-legal';

export const GUIDE_DEFAULTS: Record<string, DefaultText> = {
  'getting-started/intro': text(
    `From zero to your first ranked battle on ${SITE.name} in four steps. It takes about fifteen minutes, most of it waiting for the modpack to download.`,
  ),
  'getting-started/step-1': titled(
    'Join our Discord',
    'Discord is where announcements, alpha invites, patch notes and support happen. You also use your Discord account to sign in to this website, so you will need one either way.',
  ),
  'getting-started/step-2': titled(
    'Sign up for alpha access',
    `${SITE.name} is in a free alpha and we let players in in waves so the server stays smooth. Sign in with Discord and add yourself to the waitlist; we message you on Discord when your spot opens. You must be ${SITE.minimumAge} or older to play.`,
  ),
  'getting-started/step-3': titled(
    'Install the modpack and connect',
    'You need Minecraft: Java Edition. Your invite message contains the modpack download and the server address. Then:',
    [
      '1. Import the modpack into a launcher such as the Modrinth App, CurseForge or Prism Launcher.',
      '2. Give Minecraft at least 6 GB of memory in the launcher’s settings for a smooth game.',
      '3. Launch the pack, open Multiplayer, add the server address from your invite and join.',
    ].join('\n'),
    'Only add client-side mods from the approved list in Discord; anything else may get you flagged by our anti-cheat. See the [Server Rules](/server-rules).',
  ),
  'getting-started/step-4': titled(
    'Link your account and battle',
    'Sign in to this website with Discord and link your Minecraft account from your profile. Linking makes your battles count on the [leaderboard](/leaderboard) and delivers anything you buy to the right player.',
    'In game, pick your starter, build a team and queue for your first ranked battle to get an ELO rating. When you feel ready, challenge one of our [Gym Leaders](/gym-leaders) for a badge.',
  ),
  'getting-started/stuck': text(
    'Stuck on a step? The [Help Center](/help-center) answers the common questions, and [Contact Support](/contact-support) reaches a real person.',
  ),

  'careers/intro': text(
    `${SITE.name} is built by players. If you love competitive Cobblemon and want to help shape the server, we would like to hear from you.`,
  ),
  'careers/gym-leader': titled(
    'Gym Leader',
    'Run one of the server’s official gyms and earn a revenue share whenever a player chooses your gym at checkout. The [gym leader application](/gym-leader-application) is open to everyone aged 18 or older: no invitation needed.',
  ),
  'careers/gym-leader-duties': text(
    list(
      'Build and maintain a themed team for your gym type each season.',
      'Hold regular gym hours and battle challengers fairly, win or lose.',
      'Award badges and help newer players understand what beat them.',
    ),
  ),
  'careers/gym-leader-wanted': text(
    list(
      'A strong record in ranked battles and good knowledge of Cobblemon mechanics.',
      'Reliability: at least a few scheduled hours every week.',
      'Good sportsmanship. Gym leaders are paid, so you must be 18 or older.',
    ),
  ),
  'careers/community-moderator': titled(
    'Community Moderator',
    'Keep the server and our Discord friendly, fair and free of cheaters.',
  ),
  'careers/community-moderator-duties': text(
    list(
      'Answer questions in game and on Discord and point people to the right help.',
      'Review player reports and act on rule breaks, with evidence.',
      'Take part in the staff rotation for ban appeals and events.',
    ),
  ),
  'careers/community-moderator-wanted': text(
    list(
      'Calm, patient communication, even when someone is upset.',
      'Sound judgement and the confidence to apply the rules evenly, friends included.',
      'At least 16 years old and active on the server for a month or more.',
    ),
  ),
  'careers/content-creator': titled(
    'Content Creator',
    `Stream or make videos about ${SITE.name} and help new trainers find us.`,
  ),
  'careers/content-creator-duties': text(
    list(
      'Create regular videos, streams or shorts featuring the server.',
      'Cover seasons, tournaments and gym battles as they happen.',
      'Share feedback from your audience with the team.',
    ),
  ),
  'careers/content-creator-wanted': text(
    list(
      'An active YouTube, Twitch or TikTok channel, whatever its size.',
      'Content that follows the Server Rules and platform guidelines.',
      'Creativity: new formats and challenges are very welcome.',
    ),
  ),
  'careers/how-to-apply': titled(
    'How to apply',
    'Press Apply on the role you want and tell us, through the contact form, your Minecraft name, your Discord username, your age and why you would be great at it. We read every message and reply within two weeks. Don’t see a role that fits? Write to us anyway.',
  ),

  'help-center/intro': text(
    'Quick answers to the questions we hear most. Can’t find yours? Our support team is happy to help.',
  ),
  'help-center/account-1': titled(
    'Why do I sign in with Discord?',
    `Our community, alpha invites and support all live on Discord, so one account keeps everything together. We never see your Discord password, and there is no separate ${SITE.name} password to forget.`,
  ),
  'help-center/account-2': titled(
    'Sign-in failed. What can I try?',
    'Make sure cookies are allowed for this site and press “Sign in” again; each attempt is valid for 10 minutes, so an old Discord tab will not work. If Discord itself shows an error, check that your Discord email is verified.',
  ),
  'help-center/account-3': titled(
    'How do I delete my account?',
    'Ask through [Contact Support](/contact-support). We delete your profile and linked accounts; the [Privacy Policy](/privacy-policy) explains what we must keep, such as purchase records.',
  ),
  'help-center/linking-1': titled(
    'Why should I link my Minecraft account?',
    'Linking connects your website profile to your player, so ranked results show on the leaderboard and shop purchases are delivered to the right character.',
  ),
  'help-center/linking-2': titled(
    'Can I link more than one Minecraft account?',
    'No. Each profile links to one Minecraft account, which keeps the ladder free of alt accounts. If you need to switch accounts, contact support.',
  ),
  'help-center/linking-3': titled(
    'I changed my Minecraft name. Is my link broken?',
    'No. We link by your account’s UUID, which never changes. Your new name appears on the site after you next join the server.',
  ),
  'help-center/purchases-1': titled(
    'Is anything in the shop pay-to-win?',
    'No. The server is a free alpha and the shop sells ranks and cosmetics that support it. Nothing you can buy helps you win a ranked battle.',
  ),
  'help-center/purchases-2': titled(
    'I paid but have not received my items.',
    'Purchases are delivered to your linked Minecraft account, usually within a few minutes. Check that your account is linked, then rejoin the server. If they are still missing after an hour, contact support with the email on your receipt.',
  ),
  'help-center/purchases-3': titled(
    'How do refunds and cancellations work?',
    'You can ask for a refund within 14 days, and approved refunds arrive in 5-10 business days. Ranks can be cancelled at any time and stay active until the end of the paid period. See the [Refund Policy](/refund-policy) for details.',
  ),
  'help-center/battles-1': titled(
    'How does the ranked ladder work?',
    'Every ranked battle changes your ELO rating: beating a stronger opponent earns more points than beating a weaker one. The top trainers each season are on the [Leaderboard](/leaderboard).',
  ),
  'help-center/battles-2': titled(
    'How do I challenge a gym leader?',
    'The [Gym Leaders](/gym-leaders) page lists every gym, its type and its leader. Visit the gym in game during its open hours and ask for a challenge.',
  ),
  'help-center/battles-3': titled(
    'What does choosing a gym at checkout do?',
    'Part of your payment goes to the gym leader you choose. It costs you nothing extra and is the main way our gym leaders are paid.',
  ),
  'help-center/reporting-1': titled(
    'How do I report a player?',
    'Use [Report Players](/report-players) with the player’s name, what happened, when, and a screenshot or clip if you have one. Reports are confidential.',
  ),
  'help-center/reporting-2': titled(
    'I found a bug or exploit.',
    'Thank you! Please file it on [Bug Reports](/bug-reports) rather than using or sharing it; reporting exploits never gets you in trouble.',
  ),
  'help-center/reporting-3': titled(
    'I think my ban was a mistake.',
    'Submit an [appeal](/appeal-bans). A staff member who was not involved in the original decision reviews it.',
  ),
  'help-center/still-need-help': titled(
    'Still need help?',
    'Send us a message with your Discord username and as much detail as you can. We aim to reply within two business days.',
  ),
};
