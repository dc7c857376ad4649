import { SITE } from '@shared/site/brand';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Link } from '../../lib/router';
import { LastUpdated, PolicySection } from './policy-section';

export default function TermsPage() {
  return (
    <Page>
      <PageHeader eyebrow="Legal" title="Terms of Service">
        The agreement between you and {SITE.name} when you play on our Minecraft server, join our Discord or
        use this website.
      </PageHeader>
      <Prose>
        <LastUpdated />
        <p>
          We have tried to keep these terms short and readable. Where they say “we” or “us” they mean the team
          that runs {SITE.name}; “the service” means the game server, this website and our official Discord
          together.
        </p>

        <PolicySection number={1} title="Acceptance of these terms">
          <p>
            By creating an account, connecting to the server or making a purchase you agree to these Terms of
            Service, our <Link to="/server-rules">Server Rules</Link> and our{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the
            service.
          </p>
        </PolicySection>

        <PolicySection number={2} title="Eligibility">
          <p>
            You must be at least {SITE.minimumAge} years old to use {SITE.name}. If you are under the age of
            majority where you live, a parent or guardian must agree to these terms on your behalf and approve
            any purchase. You must also meet the age requirements of Discord and hold a legitimate copy of
            Minecraft: Java Edition.
          </p>
        </PolicySection>

        <PolicySection number={3} title="Your account">
          <p>
            You sign in to this website with your Discord account; we never see or store your Discord
            password. You may link one Minecraft account to your profile so your battles, rank and purchases
            follow you in game.
          </p>
          <ul>
            <li>You are responsible for everything done through your Discord and Minecraft accounts.</li>
            <li>Do not share, sell, trade or lend your account, and do not use someone else’s.</li>
            <li>
              Tell us through <Link to="/contact-support">Contact Support</Link> straight away if you think
              your account has been compromised.
            </li>
          </ul>
        </PolicySection>

        <PolicySection number={4} title="Conduct">
          <p>
            Everyone on {SITE.name} is here to battle fairly and have fun. The{' '}
            <Link to="/server-rules">Server Rules</Link> set out what that means in practice; in short, you
            agree not to:
          </p>
          <ul>
            <li>harass, threaten or discriminate against other players or staff;</li>
            <li>cheat, use unapproved mods or clients, or exploit bugs instead of reporting them;</li>
            <li>grief, steal from claims, or scam other players in trades;</li>
            <li>attack, overload or try to get unauthorised access to the server or this website;</li>
            <li>advertise other servers or post spam, malware or illegal content.</li>
          </ul>
        </PolicySection>

        <PolicySection number={5} title="Purchases and virtual items">
          <p>
            The shop sells ranks, cosmetics and other virtual items. They are a licence to use a digital
            feature on {SITE.name}; they have no cash value, cannot be exchanged for money and cannot be
            transferred outside the service. We do not sell anything that gives a competitive advantage in
            ranked battles.
          </p>
          <p>
            Prices are shown before you pay and payments are handled by our card payment provider. Refunds,
            cancellations and chargebacks are covered by our <Link to="/refund-policy">Refund Policy</Link>.
          </p>
        </PolicySection>

        <PolicySection number={6} title="Intellectual property and non-affiliation">
          <p>
            The {SITE.name} name, logo, website and original server content belong to us. Content you create
            on the server (builds, team names, messages) stays yours, but you give us permission to show it on
            the server, this website and our social channels.
          </p>
          <p>
            {SITE.name} is an independent fan project. We are not affiliated with or endorsed by Mojang
            Studios, Microsoft, Nintendo, Game Freak, Creatures Inc., The Pokémon Company or the Cobblemon
            team. Pokémon and Minecraft are trademarks of their respective owners. To report content that
            infringes your copyright, see our <Link to="/dmca-notice">DMCA Notice</Link>.
          </p>
        </PolicySection>

        <PolicySection number={7} title="Suspension and termination">
          <p>
            We may warn, mute, suspend or ban an account that breaks these terms or the Server Rules,
            depending on how serious the breach is. Serious breaches, such as cheating in ranked play or
            chargeback fraud, may lead to an immediate permanent ban. If you think a decision was wrong you
            can <Link to="/appeal-bans">appeal the ban</Link>.
          </p>
          <p>
            You can stop using the service at any time and ask us to delete your account through{' '}
            <Link to="/contact-support">Contact Support</Link>. Virtual items are lost when an account is
            banned or deleted.
          </p>
        </PolicySection>

        <PolicySection number={8} title="Disclaimers and limitation of liability">
          <p>
            {SITE.name} is currently in alpha. The service is provided “as is”: features may change, seasons
            may be reset and there may be downtime or data loss. To the extent the law allows, we are not
            liable for indirect or consequential losses, and our total liability to you is limited to the
            amount you paid us in the twelve months before the claim. Nothing in these terms limits rights you
            have under consumer law that cannot be excluded.
          </p>
        </PolicySection>

        <PolicySection number={9} title="Changes and contact">
          <p>
            We may update these terms as the server grows. We will announce material changes on our Discord
            and on this website with <strong>30 days notice</strong> before they take effect; minor fixes such
            as typos apply straight away. Continuing to use the service after a change takes effect means you
            accept the new terms.
          </p>
          <p>
            Questions about these terms? Reach us through <Link to="/contact-support">Contact Support</Link>.
          </p>
        </PolicySection>
      </Prose>
    </Page>
  );
}
