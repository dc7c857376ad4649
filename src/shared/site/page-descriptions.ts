/**
 * Each page's meta description, by its path in the page table: the server writes it into the page's
 * head (crawlers and link previews read that). The browser never needs it, so it stays out of the
 * client's code.
 */
import type { PagePath } from './routes';

export const PAGE_DESCRIPTIONS: Record<PagePath, string> = {
  '/': 'A competitive Cobblemon server with paid gym leaders, an ELO ladder, seasonal championships and no pay-to-win.',
  '/terms-of-service': 'The terms that apply when you play on the server or use this site.',
  '/privacy-policy': 'What we collect, why, how long we keep it and the choices you have.',
  '/cookie-policy': 'The few cookies and storage entries this site uses and why.',
  '/server-rules': 'The six rules every player agrees to on the server and in Discord.',
  '/getting-started':
    'Join the server in four steps: Discord, alpha access, the modpack and your first battle.',
  '/dmca-notice': 'How to report content that infringes your copyright.',
  '/refund-policy': 'Refund window, processing times and how disputes are decided.',
  '/accessibility': 'Our accessibility commitment and how to report a barrier.',
  '/status-page': 'Live status of the website, database, Discord integration and payments.',
  '/careers': 'Open roles: Gym Leader, Community Moderator and Content Creator.',
  '/help-center': 'Answers to common questions and ways to reach our support team.',
  '/leaderboard': 'The live ELO ladder of top trainers and the gym leaders ranked by win rate.',
  '/gym-leaders': 'Meet the paid gym leaders, see who is online now, and apply for an open gym.',
  '/events': 'Upcoming tournaments, themed battles and raids: register while an event is open.',
  '/community': 'Join the Discord, meet the community programs and read the community guidelines.',
  '/gym-leader-application':
    'Apply to run a gym: availability, experience and the revenue share model, in seven short sections.',
  '/contact-support': 'Send a ticket to the support team about your account, purchases or play.',
  '/bug-reports': 'Report a bug or exploit on the server or the website.',
  '/feature-requests': 'Suggest a feature for the server or the website.',
  '/appeal-bans': 'Appeal a ban; a response typically takes 24-72 hours.',
  '/report-players': 'Report cheating, harassment or other rule breaking, confidentially.',
  '/waitlist': 'Sign up for alpha access to the server.',
  '/my-submissions': 'The forms you have sent and their review status.',
  '/notifications': 'Your notifications and how you want to be told.',
  '/staff': 'Review queues, the audit log and staff members, for the server staff.',
  '/shop':
    'Shiny boosts, vote parties, cosmetic keys, gym tokens, ranks and the battle pass. Never pay-to-win.',
  '/ranks': 'Ace, Expert, Elite and Master ranks: perks, monthly and annual prices, and the Champion title.',
  '/demo-sign-in': 'Development sign-in for the demo mode of this site.',
  '/purchase-history': 'Your orders, their status and the gym leader you supported.',
  '/success': 'Your order summary and what happens next.',
  '/gym-leader-dashboard': 'Earnings, payouts, balance and performance for registered gym leaders.',
  '/test-checkout': 'The labelled test checkout of the demo mode: no card is charged.',
  '/spawn-atlas':
    'Where and when every Pokémon of the server spawns, Legendaries, Paradox and Ultra Beasts included: biomes, levels, times and rarity.',
  '/wiki':
    'The player wiki: getting started, ranks and perks, battle pass, gyms and PvP, crates, claims and every command.',
  '/vote-links':
    'Vote on six server lists for vote keys, see the vote crate rewards and the live progress to the next vote party.',
  '/mid-season-doubles':
    'Level 50 doubles, bring 6 choose 4: the format, team rules, prizes and Paradox Pokémon, and team registration.',
  '/season1':
    'October 1 - November 31, 2025: 9 gyms, the Elite Four and the Server Champion, the gym battle rules and live badge progress.',
  '/tournaments/founders-cup-1':
    "The server's first championship: 16 players, group stages, Redemption Road and a grand final. Rules, restricted list, rewards and sign-up.",
  '/founders-1':
    "The server's first championship: 16 players, group stages, Redemption Road and a grand final. Rules, restricted list, rewards and sign-up.",
  '/tournaments/:slug': 'A CobbleClash tournament: dates, check-in, rules, rewards and sign-up.',
  '/players/:name': "A player's rating, ladder rank, matches, badges and tournament results.",
  '/gym-leaders/:slug':
    "A gym leader's gym, type, badge, record, challengers' results and usual online hours.",
  '/matches/:id': 'A gym battle: the players, the result and the replay, turn by turn.',
  '/tournament-bracket':
    "The live Founders' Cup bracket: Groups A-C, Redemption Road, the semifinals and the Grand Final, updated as results come in.",
};
