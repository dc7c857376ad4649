import { HELP_GROUPS } from '@shared/content/pages';
import {
  ChevronDown,
  CreditCard,
  Flag,
  Gamepad2,
  LifeBuoy,
  type LucideIcon,
  Swords,
  UserRound,
} from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { Link } from '../../lib/router';
import { ContentHtml, usePageContent } from '../content';

/** Each question group's icon: the questions and answers are content, the groups' look stays here. */
const GROUP_ICONS: Record<(typeof HELP_GROUPS)[number]['id'], LucideIcon> = {
  account: UserRound,
  linking: Gamepad2,
  purchases: CreditCard,
  battles: Swords,
  reporting: Flag,
};

const answerText = 'space-y-3 [&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5';

export default function HelpCenterPage() {
  const content = usePageContent('help-center');
  const contactButton = (
    <Link to="/contact-support" className={`${buttonClass('primary')} mt-5`}>
      <LifeBuoy className="h-4 w-4" aria-hidden="true" />
      Contact Support
    </Link>
  );
  if (!content) {
    return (
      <Page>
        <PageHeader eyebrow="Support" title="Help Center" />
        <Spinner label="Loading the answers…" />
      </Page>
    );
  }
  const stillNeedHelp = content.get('help-center/still-need-help');
  return (
    <Page>
      <PageHeader eyebrow="Support" title="Help Center">
        <ContentHtml html={content.get('help-center/intro')?.html ?? ''} />
        {contactButton}
      </PageHeader>

      <div className="space-y-10">
        {HELP_GROUPS.map((group) => {
          const Icon = GROUP_ICONS[group.id];
          const faqs = Array.from({ length: group.questions }, (_, index) =>
            content.get(`help-center/${group.id}-${index + 1}`),
          ).filter((faq) => faq !== undefined);
          return (
            <section key={group.id} aria-labelledby={`faq-${group.id}`}>
              <h2 id={`faq-${group.id}`} className="mb-3 flex items-center gap-2 text-xl font-bold text-fg">
                <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
                {group.title}
              </h2>
              <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface/80">
                {faqs.map((faq) => (
                  <details key={faq.key} className="group">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-fg hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
                      {faq.title}
                      <ChevronDown
                        className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <ContentHtml
                      html={faq.html}
                      className={`px-5 pb-5 leading-relaxed text-muted ${answerText}`}
                    />
                  </details>
                ))}
              </div>
            </section>
          );
        })}
      </div>

      {stillNeedHelp && (
        <Card className="mt-12 text-center">
          <h2 className="text-xl font-bold text-fg">{stillNeedHelp.title}</h2>
          <ContentHtml html={stillNeedHelp.html} className="mx-auto mt-2 max-w-prose text-muted" />
          <Link to="/contact-support" className={`${buttonClass('primary')} mt-5`}>
            Contact Support
          </Link>
        </Card>
      )}
    </Page>
  );
}
