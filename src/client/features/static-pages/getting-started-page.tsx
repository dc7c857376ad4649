import { SITE } from '@shared/site/brand';
import { Download, LifeBuoy, type LucideIcon, MessageCircle, Swords, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { ContentHtml, usePageContent } from '../content';
import { useDiscordOnline } from '../shell';
import { NewTabLink } from './policy-section';

function Step({
  number,
  title,
  Icon,
  children,
}: {
  number: number;
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="flex gap-4">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary font-display text-lg font-extrabold text-primary-fg"
        >
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
            <span className="sr-only">Step {number}: </span>
            {title}
            <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
          </h2>
          <div className="mt-2 space-y-3 leading-relaxed text-muted">{children}</div>
        </div>
      </Card>
    </li>
  );
}

const stepText = cn(
  'space-y-3 [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5',
);

/** Each step's icon, by position: the steps' words are content, their look stays here. */
const STEP_ICONS: readonly LucideIcon[] = [MessageCircle, UserPlus, Download, Swords];

export default function GettingStartedPage() {
  const { invite } = useDiscordOnline();
  const content = usePageContent('getting-started');
  if (!content) {
    return (
      <Page>
        <PageHeader eyebrow="New here?" title="Getting Started Guide" />
        <Spinner label="Loading the guide…" />
      </Page>
    );
  }
  // What each step offers to do next stays code: the invite is read live, the waitlist is a page.
  const actions: Record<number, ReactNode> = {
    1: (
      <NewTabLink
        href={invite}
        className={cn(
          buttonClass('secondary'),
          'text-center max-sm:h-auto max-sm:min-h-10 max-sm:whitespace-normal max-sm:py-2',
        )}
      >
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        Join the {SITE.name} Discord
      </NewTabLink>
    ),
    2: (
      <Link to="/waitlist" className={buttonClass('primary')}>
        Sign up for Alpha Access
      </Link>
    ),
  };
  return (
    <Page>
      <PageHeader eyebrow="New here?" title="Getting Started Guide">
        <ContentHtml html={content.get('getting-started/intro')?.html ?? ''} />
      </PageHeader>

      <ol className="space-y-4">
        {STEP_ICONS.map((Icon, index) => {
          const step = content.get(`getting-started/step-${index + 1}`);
          return (
            step && (
              <Step key={step.key} number={index + 1} title={step.title} Icon={Icon}>
                <ContentHtml html={step.html} className={stepText} />
                {actions[index + 1]}
              </Step>
            )
          );
        })}
      </ol>

      <Card className="mt-8 flex items-start gap-3">
        <LifeBuoy className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <ContentHtml
          html={content.get('getting-started/stuck')?.html ?? ''}
          className="text-muted [&_a]:text-primary [&_a]:underline"
        />
      </Card>
    </Page>
  );
}
