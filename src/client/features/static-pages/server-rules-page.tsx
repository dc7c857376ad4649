import {
  Ban,
  HeartHandshake,
  House,
  type LucideIcon,
  MessageSquareOff,
  ShieldCheck,
  Swords,
} from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { ContentHtml, usePageContent } from '../content';

/** Each rule's icon, by position: the rules' words are content, their look stays here. */
const RULE_ICONS: readonly LucideIcon[] = [HeartHandshake, ShieldCheck, House, Swords, MessageSquareOff, Ban];

const ruleBody = cn(
  '[&_p]:mt-1 [&_p]:text-fg [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ul]:text-sm',
  '[&_ul]:text-muted [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:text-primary [&_a]:underline',
);

export default function ServerRulesPage() {
  const content = usePageContent('server-rules');
  if (!content) {
    return (
      <Page>
        <PageHeader eyebrow="Community" title="Server Rules" />
        <Spinner label="Loading the rules…" />
      </Page>
    );
  }
  const rules = RULE_ICONS.map((Icon, index) => ({
    Icon,
    block: content.get(`server-rules/rule-${index + 1}`),
  }));
  const enforcement = content.get('server-rules/enforcement');
  return (
    <Page>
      <PageHeader eyebrow="Community" title="Server Rules">
        <ContentHtml html={content.get('server-rules/intro')?.html ?? ''} />
      </PageHeader>

      <ol className="space-y-4" aria-label="Server rules">
        {rules.map(({ Icon, block }, index) =>
          block ? (
            <li key={block.key}>
              <Card className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-primary"
                >
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <h2 className="text-lg font-bold text-fg">
                    {index + 1}. {block.title}
                  </h2>
                  <ContentHtml html={block.html} className={ruleBody} />
                </div>
              </Card>
            </li>
          ) : null,
        )}
      </ol>

      {enforcement && (
        <Prose className="mt-10">
          <h2>{enforcement.title}</h2>
          <ContentHtml html={enforcement.html} className="space-y-4" />
        </Prose>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/report-players" className={buttonClass('primary')}>
          Report a player
        </Link>
        <Link to="/appeal-bans" className={buttonClass('secondary')}>
          Appeal a ban
        </Link>
      </div>
    </Page>
  );
}
