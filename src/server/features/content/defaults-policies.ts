/** The cookie, refund and DMCA pages as first published: the first revision of each block. */
import { SITE } from '../../../shared/site/brand';
import type { DefaultText } from './default-text';
import { list, text, titled } from './defaults-legal';

export const POLICY_DEFAULTS: Record<string, DefaultText> = {
  'cookie-policy/intro': text(
    `${SITE.name} uses a handful of cookies and storage entries, all of them needed for the site to work.`,
  ),
  'cookie-policy/what-we-use': titled(
    'What we use',
    'These are strictly necessary: without them you could not sign in or keep a cart. That is why we do not show a consent banner for them.',
  ),
  'cookie-policy/after-the-list': text(
    'HttpOnly means scripts on the page cannot read the cookie, which protects your session from being stolen. On the live site the session cookie carries the `__Host-` prefix, so browsers only accept it over HTTPS and only for this exact domain.',
  ),
  'cookie-policy/what-we-do-not-use': titled(
    'What we do not use',
    list(
      'No advertising cookies.',
      'No analytics or third-party tracking cookies, pixels or fingerprinting.',
      'No social media widgets that follow you around the web.',
    ),
  ),
  'cookie-policy/images-from-other-services': titled(
    'Images from other services',
    'Minecraft skins are loaded as images from an external skin-render service, and Discord avatars from Discord’s image servers. These requests do not set cookies for us, but like any web request they reveal your IP address and browser to that service.',
  ),
  'cookie-policy/managing-cookies': titled(
    'Managing cookies',
    'You can delete cookies and site data in your browser settings at any time. If you block the session cookie you can still browse the site, but you will not be able to sign in or check out. Signing out removes the session cookie straight away.',
    'More about how we handle your data is in our [Privacy Policy](/privacy-policy). Questions? Reach us through [Contact Support](/contact-support).',
  ),

  'refund-policy/intro': text(
    'When you can get your money back for a shop purchase, how long it takes, and what happens with subscriptions and chargebacks.',
  ),
  'refund-policy/alpha': titled(
    `${SITE.name} is currently a free alpha.`,
    'You never have to pay to play, battle or climb the ladder. Everything in the shop is optional: ranks and cosmetics that support the server by paying for hosting, development and gym leader payouts. Nothing you can buy gives an advantage in ranked battles.',
  ),
  'refund-policy/the-14-day-refund-window': titled(
    'The 14-day refund window',
    'You can ask for a refund of any one-off purchase within **14 days** of buying it, as long as the item has not been mostly used up (for example, consumable items already spent in game). We will always refund a purchase that was not delivered or was charged twice, whenever you notice it.',
    'To ask, go to [Contact Support](/contact-support), choose the billing topic and include the email on your receipt and the date of the purchase. Your orders are listed on your [Purchase History](/purchase-history) page.',
  ),
  'refund-policy/how-refunds-are-paid': titled(
    'How refunds are paid',
    'Approved refunds go back to the card you paid with. They are processed within **5-10 business days**; your bank may take a little longer to show the money. The perks attached to a refunded purchase are removed from your account when the refund is issued.',
  ),
  'refund-policy/subscriptions-ranks': titled(
    'Subscriptions (ranks)',
    'Monthly ranks renew automatically. You can cancel any time from the [customer portal](/api/billing/portal) (also linked in the site menu). Cancellation takes effect at the end of the current billing period: you keep your rank until then, and you are not charged again. A renewal can be refunded within 14 days if you have not used the rank since it renewed.',
  ),
  'refund-policy/gym-leader-revenue-share': titled(
    'Gym leader revenue share',
    'When you choose a gym at checkout, part of the payment goes to that gym leader. If the purchase is refunded, their share of it is reversed too, so choosing a gym never affects whether you can get a refund.',
  ),
  'refund-policy/disputes': titled(
    'Disputes',
    'If we decline a refund and you disagree, reply to our answer to open a dispute. A different team member reviews the purchase, your account history and anything you send us, and you get a **final decision within 5 business days**.',
  ),
  'refund-policy/chargebacks': titled(
    'Chargebacks',
    'Please talk to us before contacting your bank; we can usually fix things faster. If a chargeback is filed, the purchased perks are revoked while it is open, and permanently if the bank rules in your favour. Chargebacks filed for purchases that were delivered as described may lead to a shop ban under our [Terms of Service](/terms-of-service).',
  ),
  'refund-policy/your-legal-rights': titled(
    'Your legal rights',
    'This policy adds to, and never replaces, the rights you have under consumer law where you live.',
  ),

  'dmca-notice/intro': text(
    `How to tell us about content on ${SITE.name} that infringes your copyright, and how to respond if your content was removed.`,
  ),
  'dmca-notice/lead': text(
    'We respect the rights of creators and respond to clear notices of alleged copyright infringement under the U.S. Digital Millennium Copyright Act (DMCA). This covers this website, our Minecraft server (including builds, skins, maps and custom textures shown on it) and our official Discord.',
  ),
  'dmca-notice/filing-a-notice': titled(
    'Filing a notice',
    'Send your notice through [Contact Support](/contact-support), choosing the copyright topic. For us to act, the notice must include:',
    [
      '1. your physical or electronic signature (typing your full legal name is enough);',
      '2. a description of the copyrighted work you believe has been infringed;',
      '3. where the material is: a link to the page, or for in-game content the server coordinates, the player name and a screenshot;',
      '4. your name, postal address, telephone number and email address;',
      '5. a statement that you have a good-faith belief that the use is not authorised by the copyright owner, its agent or the law;',
      '6. a statement that the information in the notice is accurate and, under penalty of perjury, that you are the owner or authorised to act on the owner’s behalf.',
    ].join('\n'),
    'Incomplete notices slow things down; we will tell you what is missing. Please note that a notice containing false claims can make you liable for damages.',
  ),
  'dmca-notice/what-happens-next': titled(
    'What happens next',
    'When we receive a complete notice we remove or disable access to the material promptly, usually within a few business days, and let the player who posted it know, including a copy of the notice with your contact details removed where the law allows.',
  ),
  'dmca-notice/counter-notice': titled(
    'Counter-notice',
    'If your content was removed and you believe that was a mistake or that you have the right to use it, you may send a counter-notice through [Contact Support](/contact-support). It must include:',
    [
      '1. your physical or electronic signature;',
      '2. a description of the removed material and where it appeared before removal;',
      '3. a statement under penalty of perjury that you have a good-faith belief the material was removed by mistake or misidentification;',
      '4. your name, address and telephone number, and a statement that you consent to the jurisdiction of the federal court for your district (or, outside the U.S., any judicial district where we may be found) and will accept service of process from the person who filed the original notice.',
    ].join('\n'),
    'We forward valid counter-notices to the original complainant. Unless they tell us within 10 to 14 business days that they have filed a court action, we may restore the material.',
  ),
  'dmca-notice/repeat-infringers': titled(
    'Repeat infringers',
    'Accounts that receive repeated valid notices lose the ability to upload or display content, and in appropriate cases we ban them from the server and website under our [Terms of Service](/terms-of-service).',
  ),
  'dmca-notice/pok-mon-minecraft-and-cobblemon-content': titled(
    'Pokémon, Minecraft and Cobblemon content',
    `${SITE.name} is a fan project and is not affiliated with or endorsed by Nintendo, Game Freak, Creatures Inc., The Pokémon Company, Mojang Studios, Microsoft or the Cobblemon team. If you represent one of these rights holders and have a concern, please use the same process and we will work with you quickly.`,
    'For anything that is not a copyright matter, such as a player breaking the rules, please [report the player](/report-players) instead.',
  ),
};
