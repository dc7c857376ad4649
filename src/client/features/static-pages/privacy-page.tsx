import { SITE } from '@shared/site/brand';
import {
  LINK_CODE_KEPT_AFTER_EXPIRY_HOURS,
  RATE_LIMIT_KEPT_HOURS,
  RETENTION_SWEEP_MINUTES,
} from '@shared/site/retention';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Link } from '../../lib/router';
import { LastUpdated, PolicySection } from './policy-section';

export default function PrivacyPage() {
  return (
    <Page>
      <PageHeader eyebrow="Legal" title="Privacy Policy">
        What we collect when you use {SITE.name}, why we need it, how long we keep it and the choices you
        have.
      </PageHeader>
      <Prose>
        <LastUpdated />
        <p>
          We collect as little as we can to run a fair competitive server. We do not sell your data and we do
          not use advertising or tracking tools.
        </p>

        <PolicySection number={1} title="Who we are and who the service is for">
          <p>
            {SITE.name} is a community-run Cobblemon server, together with this website and our official
            Discord. We are responsible for the personal data described here. The service is intended for
            people aged {SITE.minimumAge} and up.
          </p>
        </PolicySection>

        <PolicySection number={2} title="Information we receive from Discord">
          <p>
            We use Discord for authentication: when you choose “Sign in with Discord”, Discord asks you to
            approve sharing a few details with us. We never see your Discord password. We receive:
          </p>
          <ul>
            <li>your Discord user id, which identifies your account with us;</li>
            <li>your Discord username and display name, shown on your profile and leaderboards;</li>
            <li>your avatar, which is loaded from Discord’s image servers;</li>
            <li>your email address, used only for receipts and important account or policy notices.</li>
          </ul>
        </PolicySection>

        <PolicySection number={3} title="Minecraft account and gameplay data">
          <p>
            When you link your Minecraft account we store its UUID and current player name, so your battles,
            rank and purchases reach the right player in game. While you play we record game data such as
            battle results, ELO rating, gym badges and moderation history.
          </p>
          <p>
            Player skins on this website are drawn by an external skin-render service using your public
            Minecraft name or UUID. Your browser contacts that service directly, so it can see your IP
            address.
          </p>
        </PolicySection>

        <PolicySection number={4} title="How we use and share your information">
          <p>We use your information to:</p>
          <ul>
            <li>sign you in and keep your account secure;</li>
            <li>run ranked battles, leaderboards, gyms and seasonal events;</li>
            <li>deliver what you buy and keep purchase records;</li>
            <li>enforce the rules, handle reports and appeals, and answer support requests;</li>
            <li>keep the service running and find the cause of errors.</li>
          </ul>
          <p>
            We share data only with the providers that help us run the service (hosting, Discord and our
            payment provider), and with authorities when the law requires it. Your username, avatar, rank and
            battle record are public on leaderboards and profiles.
          </p>
        </PolicySection>

        <PolicySection number={5} title="Payments">
          <p>
            Purchases are processed by our card payment provider. You enter your card details on their secure
            page, so <strong>we never see or store card numbers</strong>. We receive a record of the payment:
            what you bought, the amount, the date and its status, plus a reference we need for refunds and
            disputes.
          </p>
        </PolicySection>

        <PolicySection number={6} title="Cookies and local storage">
          <p>
            We use one session cookie to keep you signed in, a short-lived cookie during Discord sign-in, and
            your browser’s local storage for your shopping cart. There are no advertising or third-party
            tracking cookies. The details are in our <Link to="/cookie-policy">Cookie Policy</Link>.
          </p>
        </PolicySection>

        <PolicySection number={7} title="How long we keep it">
          <ul>
            <li>Account and gameplay data: for as long as your account exists.</li>
            <li>Sign-in sessions: until you sign out, or 30 days after your last visit.</li>
            <li>
              Purchase records: as long as tax and accounting law requires, even after account deletion.
            </li>
            <li>Moderation records: kept while relevant to enforcing bans and appeals.</li>
            <li>Server logs: a few weeks, unless needed to investigate abuse.</li>
          </ul>
          <p>
            Some records exist only to keep the service working and safe, and are deleted automatically (we
            check every {RETENTION_SWEEP_MINUTES} minutes): the counters that limit how often an address or
            account can repeat an action, which hold your IP address or account id, go {RATE_LIMIT_KEPT_HOURS}{' '}
            hours after they start; expired sign-in sessions go as soon as they expire; and the codes used to
            link a Minecraft account go {LINK_CODE_KEPT_AFTER_EXPIRY_HOURS} hours after they expire.
          </p>
        </PolicySection>

        <PolicySection number={8} title="Your rights">
          <p>
            Depending on where you live, you can ask for a copy of your data, ask us to correct or delete it,
            or object to how we use it. You can unlink your Minecraft account or revoke our access in
            Discord’s “Authorized Apps” settings at any time. We answer requests within 30 days. If you are
            unhappy with our answer you can complain to your local data protection authority.
          </p>
        </PolicySection>

        <PolicySection number={9} title="Children">
          <p>
            The service is not meant for children under {SITE.minimumAge}, and we do not knowingly collect
            their data. If you believe a child under {SITE.minimumAge} has an account, tell us and we will
            delete it.
          </p>
        </PolicySection>

        <PolicySection number={10} title="Security">
          <p>
            Connections to this website are encrypted. Sign-in sessions are stored only as a one-way hash, so
            a leaked database could not be used to sign in as you. Staff access to player data is limited to
            what their role needs. No system is perfectly secure; if we learn of a breach that affects you, we
            will tell you without undue delay.
          </p>
        </PolicySection>

        <PolicySection number={11} title="Contact us">
          <p>
            For privacy questions or requests, reach us through{' '}
            <Link to="/contact-support">Contact Support</Link> and choose the privacy topic. We will announce
            material changes to this policy on our Discord and on this page before they take effect.
          </p>
        </PolicySection>
      </Prose>
    </Page>
  );
}
