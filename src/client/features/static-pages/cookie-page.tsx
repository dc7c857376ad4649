import { SITE } from '@shared/site/brand';
import { Card } from '../../components/ui/card';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Link } from '../../lib/router';
import { PENDING_CHECKOUT_KEY, SCROLL_POSITIONS_KEY } from '../../lib/storage-keys';
import { LastUpdated } from './policy-section';

interface StorageEntry {
  name: string;
  note?: string;
  kind: string;
  purpose: string;
  lifetime: string;
}

const ENTRIES: StorageEntry[] = [
  {
    name: 'session',
    note: 'Called __Host-session on the live site.',
    kind: 'Cookie, HttpOnly',
    purpose: 'Keeps you signed in. It holds a random token; your account details stay on our server.',
    lifetime: 'Up to 30 days, extended while you keep visiting; removed when you sign out',
  },
  {
    name: 'discord_oauth',
    kind: 'Cookie, HttpOnly',
    purpose: 'Protects the Discord sign-in flow and remembers which page to return you to.',
    lifetime: '10 minutes, deleted as soon as sign-in finishes',
  },
  {
    name: 'Shopping cart',
    kind: 'Local storage',
    purpose:
      'Remembers the items in your cart between visits. It never leaves your browser until you check out.',
    lifetime: 'Until you check out, empty the cart or clear site data',
  },
  {
    name: PENDING_CHECKOUT_KEY,
    kind: 'Local storage',
    purpose: 'Lets us resume your checkout if you had to sign in first.',
    lifetime: 'Removed once your checkout continues or sign-in is cancelled',
  },
  {
    name: SCROLL_POSITIONS_KEY,
    kind: 'Session storage',
    purpose: 'Remembers how far down each page you were, so Back and Forward return you there.',
    lifetime: 'Until you close the tab',
  },
];

export default function CookiePage() {
  return (
    <Page>
      <PageHeader eyebrow="Legal" title="Cookie Policy">
        {SITE.name} uses a handful of cookies and storage entries, all of them needed for the site to work.
      </PageHeader>
      <Prose>
        <LastUpdated />

        <h2>What we use</h2>
        <p>
          These are strictly necessary: without them you could not sign in or keep a cart. That is why we do
          not show a consent banner for them.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {ENTRIES.map((entry) => (
            <Card key={entry.name} className="space-y-3 text-sm">
              <h3 className="!mt-0 break-words font-mono text-base">{entry.name}</h3>
              {entry.note && <p className="text-muted">{entry.note}</p>}
              <dl className="space-y-2">
                {(
                  [
                    ['Type', entry.kind],
                    ['Purpose', entry.purpose],
                    ['Lasts', entry.lifetime],
                  ] as const
                ).map(([term, value]) => (
                  <div key={term}>
                    <dt className="font-semibold text-fg">{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
        </div>
        <p>
          HttpOnly means scripts on the page cannot read the cookie, which protects your session from being
          stolen. On the live site the session cookie carries the <code>__Host-</code> prefix, so browsers
          only accept it over HTTPS and only for this exact domain.
        </p>

        <h2>What we do not use</h2>
        <ul>
          <li>No advertising cookies.</li>
          <li>No analytics or third-party tracking cookies, pixels or fingerprinting.</li>
          <li>No social media widgets that follow you around the web.</li>
        </ul>

        <h2>Images from other services</h2>
        <p>
          Minecraft skins are loaded as images from an external skin-render service, and Discord avatars from
          Discord’s image servers. These requests do not set cookies for us, but like any web request they
          reveal your IP address and browser to that service.
        </p>

        <h2>Managing cookies</h2>
        <p>
          You can delete cookies and site data in your browser settings at any time. If you block the session
          cookie you can still browse the site, but you will not be able to sign in or check out. Signing out
          removes the session cookie straight away.
        </p>
        <p>
          More about how we handle your data is in our <Link to="/privacy-policy">Privacy Policy</Link>.
          Questions? Reach us through <Link to="/contact-support">Contact Support</Link>.
        </p>
      </Prose>
    </Page>
  );
}
