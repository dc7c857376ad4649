import { Card } from '../../components/ui/card';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { PENDING_CHECKOUT_KEY, SCROLL_POSITIONS_KEY } from '../../lib/storage-keys';
import { ContentHtml, usePageContent } from '../content';
import { LastUpdated } from './policy-section';

/** The entries themselves are facts of the code (their names are its storage keys); the words around them are content. */
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
  const content = usePageContent('cookie-policy');
  if (!content) {
    return (
      <Page>
        <PageHeader eyebrow="Legal" title="Cookie Policy" />
        <Spinner label="Loading the page…" />
      </Page>
    );
  }
  const section = (name: string) => {
    const block = content.get(`cookie-policy/${name}`);
    return (
      block && (
        <>
          <h2>{block.title}</h2>
          <ContentHtml html={block.html} className="space-y-4" />
        </>
      )
    );
  };
  return (
    <Page>
      <PageHeader eyebrow="Legal" title="Cookie Policy">
        <ContentHtml html={content.get('cookie-policy/intro')?.html ?? ''} />
      </PageHeader>
      <Prose>
        <LastUpdated />
        {section('what-we-use')}
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
        <ContentHtml html={content.get('cookie-policy/after-the-list')?.html ?? ''} className="space-y-4" />
        {section('what-we-do-not-use')}
        {section('images-from-other-services')}
        {section('managing-cookies')}
      </Prose>
    </Page>
  );
}
