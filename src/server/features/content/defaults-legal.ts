/** The terms of service and the privacy policy as first published: the first revision of each block. */
import { SITE } from '../../../shared/site/brand';
import {
  LINK_CODE_KEPT_AFTER_EXPIRY_HOURS,
  RATE_LIMIT_KEPT_HOURS,
  RETENTION_SWEEP_MINUTES,
} from '../../../shared/site/retention';
import type { DefaultText } from './default-text';

/** A block of paragraphs (and lists), one Markdown chunk per argument. */
export const text = (...chunks: string[]): DefaultText => ({ title: '', body: chunks.join('\n\n') });
export const titled = (title: string, ...chunks: string[]): DefaultText => ({
  title,
  body: chunks.join('\n\n'),
});
export const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');

export const LEGAL_DEFAULTS: Record<string, DefaultText> = {
  'terms-of-service/intro': text(
    `The agreement between you and ${SITE.name} when you play on our Minecraft server, join our Discord or use this website.`,
  ),
  'terms-of-service/lead': text(
    `We have tried to keep these terms short and readable. Where they say “we” or “us” they mean the team that runs ${SITE.name}; “the service” means the game server, this website and our official Discord together.`,
  ),
  'terms-of-service/acceptance-of-these-terms': titled(
    'Acceptance of these terms',
    'By creating an account, connecting to the server or making a purchase you agree to these Terms of Service, our [Server Rules](/server-rules) and our [Privacy Policy](/privacy-policy). If you do not agree, please do not use the service.',
  ),
  'terms-of-service/eligibility': titled(
    'Eligibility',
    `You must be at least ${SITE.minimumAge} years old to use ${SITE.name}. If you are under the age of majority where you live, a parent or guardian must agree to these terms on your behalf and approve any purchase. You must also meet the age requirements of Discord and hold a legitimate copy of Minecraft: Java Edition.`,
  ),
  'terms-of-service/your-account': titled(
    'Your account',
    'You sign in to this website with your Discord account; we never see or store your Discord password. You may link one Minecraft account to your profile so your battles, rank and purchases follow you in game.',
    list(
      'You are responsible for everything done through your Discord and Minecraft accounts.',
      'Do not share, sell, trade or lend your account, and do not use someone else’s.',
      'Tell us through [Contact Support](/contact-support) straight away if you think your account has been compromised.',
    ),
  ),
  'terms-of-service/conduct': titled(
    'Conduct',
    `Everyone on ${SITE.name} is here to battle fairly and have fun. The [Server Rules](/server-rules) set out what that means in practice; in short, you agree not to:`,
    list(
      'harass, threaten or discriminate against other players or staff;',
      'cheat, use unapproved mods or clients, or exploit bugs instead of reporting them;',
      'grief, steal from claims, or scam other players in trades;',
      'attack, overload or try to get unauthorised access to the server or this website;',
      'advertise other servers or post spam, malware or illegal content.',
    ),
  ),
  'terms-of-service/purchases-and-virtual-items': titled(
    'Purchases and virtual items',
    `The shop sells ranks, cosmetics and other virtual items. They are a licence to use a digital feature on ${SITE.name}; they have no cash value, cannot be exchanged for money and cannot be transferred outside the service. We do not sell anything that gives a competitive advantage in ranked battles.`,
    'Prices are shown before you pay and payments are handled by our card payment provider. Refunds, cancellations and chargebacks are covered by our [Refund Policy](/refund-policy).',
  ),
  'terms-of-service/intellectual-property-and-non-affiliation': titled(
    'Intellectual property and non-affiliation',
    `The ${SITE.name} name, logo, website and original server content belong to us. Content you create on the server (builds, team names, messages) stays yours, but you give us permission to show it on the server, this website and our social channels.`,
    `${SITE.name} is an independent fan project. We are not affiliated with or endorsed by Mojang Studios, Microsoft, Nintendo, Game Freak, Creatures Inc., The Pokémon Company or the Cobblemon team. Pokémon and Minecraft are trademarks of their respective owners. To report content that infringes your copyright, see our [DMCA Notice](/dmca-notice).`,
  ),
  'terms-of-service/suspension-and-termination': titled(
    'Suspension and termination',
    'We may warn, mute, suspend or ban an account that breaks these terms or the Server Rules, depending on how serious the breach is. Serious breaches, such as cheating in ranked play or chargeback fraud, may lead to an immediate permanent ban. If you think a decision was wrong you can [appeal the ban](/appeal-bans).',
    'You can stop using the service at any time and ask us to delete your account through [Contact Support](/contact-support). Virtual items are lost when an account is banned or deleted.',
  ),
  'terms-of-service/disclaimers-and-limitation-of-liability': titled(
    'Disclaimers and limitation of liability',
    `${SITE.name} is currently in alpha. The service is provided “as is”: features may change, seasons may be reset and there may be downtime or data loss. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits rights you have under consumer law that cannot be excluded.`,
  ),
  'terms-of-service/changes-and-contact': titled(
    'Changes and contact',
    'We may update these terms as the server grows. We will announce material changes on our Discord and on this website with **30 days notice** before they take effect; minor fixes such as typos apply straight away. Continuing to use the service after a change takes effect means you accept the new terms.',
    'Questions about these terms? Reach us through [Contact Support](/contact-support).',
  ),

  'privacy-policy/intro': text(
    `What we collect when you use ${SITE.name}, why we need it, how long we keep it and the choices you have.`,
  ),
  'privacy-policy/lead': text(
    'We collect as little as we can to run a fair competitive server. We do not sell your data and we do not use advertising or tracking tools.',
  ),
  'privacy-policy/who-we-are-and-who-the-service-is-for': titled(
    'Who we are and who the service is for',
    `${SITE.name} is a community-run Cobblemon server, together with this website and our official Discord. We are responsible for the personal data described here. The service is intended for people aged ${SITE.minimumAge} and up.`,
  ),
  'privacy-policy/information-we-receive-from-discord': titled(
    'Information we receive from Discord',
    'We use Discord for authentication: when you choose “Sign in with Discord”, Discord asks you to approve sharing a few details with us. We never see your Discord password. We receive:',
    list(
      'your Discord user id, which identifies your account with us;',
      'your Discord username and display name, shown on your profile and leaderboards;',
      'your avatar, which is loaded from Discord’s image servers;',
      'your email address, used only for receipts and important account or policy notices.',
    ),
  ),
  'privacy-policy/minecraft-account-and-gameplay-data': titled(
    'Minecraft account and gameplay data',
    'When you link your Minecraft account we store its UUID and current player name, so your battles, rank and purchases reach the right player in game. While you play we record game data such as battle results, ELO rating, gym badges and moderation history.',
    'Player skins on this website are drawn by an external skin-render service using your public Minecraft name or UUID. Your browser contacts that service directly, so it can see your IP address.',
  ),
  'privacy-policy/how-we-use-and-share-your-information': titled(
    'How we use and share your information',
    'We use your information to:',
    list(
      'sign you in and keep your account secure;',
      'run ranked battles, leaderboards, gyms and seasonal events;',
      'deliver what you buy and keep purchase records;',
      'enforce the rules, handle reports and appeals, and answer support requests;',
      'keep the service running and find the cause of errors.',
    ),
    'We share data only with the providers that help us run the service (hosting, Discord and our payment provider), and with authorities when the law requires it. Your username, avatar, rank and battle record are public on leaderboards and profiles.',
  ),
  'privacy-policy/payments': titled(
    'Payments',
    'Purchases are processed by our card payment provider. You enter your card details on their secure page, so **we never see or store card numbers**. We receive a record of the payment: what you bought, the amount, the date and its status, plus a reference we need for refunds and disputes.',
  ),
  'privacy-policy/cookies-and-local-storage': titled(
    'Cookies and local storage',
    'We use one session cookie to keep you signed in, a short-lived cookie during Discord sign-in, and your browser’s local storage for your shopping cart. There are no advertising or third-party tracking cookies. The details are in our [Cookie Policy](/cookie-policy).',
  ),
  'privacy-policy/how-long-we-keep-it': titled(
    'How long we keep it',
    list(
      'Account and gameplay data: for as long as your account exists.',
      'Sign-in sessions: until you sign out, or 30 days after your last visit.',
      'Purchase records: as long as tax and accounting law requires, even after account deletion.',
      'Moderation records: kept while relevant to enforcing bans and appeals.',
      'Server logs: a few weeks, unless needed to investigate abuse.',
    ),
    `Some records exist only to keep the service working and safe, and are deleted automatically (we check every ${RETENTION_SWEEP_MINUTES} minutes): the counters that limit how often an address or account can repeat an action, which hold your IP address or account id, go ${RATE_LIMIT_KEPT_HOURS} hours after they start; expired sign-in sessions go as soon as they expire; and the codes used to link a Minecraft account go ${LINK_CODE_KEPT_AFTER_EXPIRY_HOURS} hours after they expire.`,
  ),
  'privacy-policy/your-rights': titled(
    'Your rights',
    'Depending on where you live, you can ask for a copy of your data, ask us to correct or delete it, or object to how we use it. You can unlink your Minecraft account or revoke our access in Discord’s “Authorized Apps” settings at any time. We answer requests within 30 days. If you are unhappy with our answer you can complain to your local data protection authority.',
  ),
  'privacy-policy/children': titled(
    'Children',
    `The service is not meant for children under ${SITE.minimumAge}, and we do not knowingly collect their data. If you believe a child under ${SITE.minimumAge} has an account, tell us and we will delete it.`,
  ),
  'privacy-policy/security': titled(
    'Security',
    'Connections to this website are encrypted. Sign-in sessions are stored only as a one-way hash, so a leaked database could not be used to sign in as you. Staff access to player data is limited to what their role needs. No system is perfectly secure; if we learn of a breach that affects you, we will tell you without undue delay.',
  ),
  'privacy-policy/contact-us': titled(
    'Contact us',
    'For privacy questions or requests, reach us through [Contact Support](/contact-support) and choose the privacy topic. We will announce material changes to this policy on our Discord and on this page before they take effect.',
  ),
};
