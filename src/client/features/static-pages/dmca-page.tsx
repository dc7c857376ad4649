import { SITE } from '@shared/site/brand';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Link } from '../../lib/router';
import { LastUpdated, PolicySection } from './policy-section';

export default function DmcaPage() {
  return (
    <Page>
      <PageHeader eyebrow="Legal" title="DMCA Notice">
        How to tell us about content on {SITE.name} that infringes your copyright, and how to respond if your
        content was removed.
      </PageHeader>
      <Prose>
        <LastUpdated />
        <p>
          We respect the rights of creators and respond to clear notices of alleged copyright infringement
          under the U.S. Digital Millennium Copyright Act (DMCA). This covers this website, our Minecraft
          server (including builds, skins, maps and custom textures shown on it) and our official Discord.
        </p>

        <PolicySection number={1} title="Filing a notice">
          <p>
            Send your notice through <Link to="/contact-support">Contact Support</Link>, choosing the
            copyright topic. For us to act, the notice must include:
          </p>
          <ol>
            <li>your physical or electronic signature (typing your full legal name is enough);</li>
            <li>a description of the copyrighted work you believe has been infringed;</li>
            <li>
              where the material is: a link to the page, or for in-game content the server coordinates, the
              player name and a screenshot;
            </li>
            <li>your name, postal address, telephone number and email address;</li>
            <li>
              a statement that you have a good-faith belief that the use is not authorised by the copyright
              owner, its agent or the law;
            </li>
            <li>
              a statement that the information in the notice is accurate and, under penalty of perjury, that
              you are the owner or authorised to act on the owner’s behalf.
            </li>
          </ol>
          <p>
            Incomplete notices slow things down; we will tell you what is missing. Please note that a notice
            containing false claims can make you liable for damages.
          </p>
        </PolicySection>

        <PolicySection number={2} title="What happens next">
          <p>
            When we receive a complete notice we remove or disable access to the material promptly, usually
            within a few business days, and let the player who posted it know, including a copy of the notice
            with your contact details removed where the law allows.
          </p>
        </PolicySection>

        <PolicySection number={3} title="Counter-notice">
          <p>
            If your content was removed and you believe that was a mistake or that you have the right to use
            it, you may send a counter-notice through <Link to="/contact-support">Contact Support</Link>. It
            must include:
          </p>
          <ol>
            <li>your physical or electronic signature;</li>
            <li>a description of the removed material and where it appeared before removal;</li>
            <li>
              a statement under penalty of perjury that you have a good-faith belief the material was removed
              by mistake or misidentification;
            </li>
            <li>
              your name, address and telephone number, and a statement that you consent to the jurisdiction of
              the federal court for your district (or, outside the U.S., any judicial district where we may be
              found) and will accept service of process from the person who filed the original notice.
            </li>
          </ol>
          <p>
            We forward valid counter-notices to the original complainant. Unless they tell us within 10 to 14
            business days that they have filed a court action, we may restore the material.
          </p>
        </PolicySection>

        <PolicySection number={4} title="Repeat infringers">
          <p>
            Accounts that receive repeated valid notices lose the ability to upload or display content, and in
            appropriate cases we ban them from the server and website under our{' '}
            <Link to="/terms-of-service">Terms of Service</Link>.
          </p>
        </PolicySection>

        <PolicySection number={5} title="Pokémon, Minecraft and Cobblemon content">
          <p>
            {SITE.name} is a fan project and is not affiliated with or endorsed by Nintendo, Game Freak,
            Creatures Inc., The Pokémon Company, Mojang Studios, Microsoft or the Cobblemon team. If you
            represent one of these rights holders and have a concern, please use the same process and we will
            work with you quickly.
          </p>
          <p>
            For anything that is not a copyright matter, such as a player breaking the rules, please{' '}
            <Link to="/report-players">report the player</Link> instead.
          </p>
        </PolicySection>
      </Prose>
    </Page>
  );
}
