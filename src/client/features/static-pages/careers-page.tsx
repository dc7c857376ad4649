import { CAREER_ROLES } from '@shared/content/pages';
import { Clapperboard, type LucideIcon, ShieldCheck, Trophy } from 'lucide-react';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { Link } from '../../lib/router';
import { ContentHtml, usePageContent } from '../content';

/** Each role's look, by its id: the roles' words are content, their icon and badge stay here. */
const ROLE_LOOK: Record<
  (typeof CAREER_ROLES)[number]['id'],
  { Icon: LucideIcon; badge: { label: string; variant: BadgeProps['variant'] } }
> = {
  'gym-leader': { Icon: Trophy, badge: { label: 'Paid', variant: 'success' } },
  'community-moderator': { Icon: ShieldCheck, badge: { label: 'Volunteer', variant: 'secondary' } },
  'content-creator': { Icon: Clapperboard, badge: { label: 'Partner', variant: 'outline' } },
};

function RoleList({ title, html }: { title: string; html: string }) {
  return (
    <div>
      <h4 className="text-sm font-bold uppercase tracking-wider text-fg">{title}</h4>
      <ContentHtml
        html={html}
        className="mt-2 text-sm text-muted [&_a]:text-primary [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5"
      />
    </div>
  );
}

export default function CareersPage() {
  const content = usePageContent('careers');
  if (!content) {
    return (
      <Page wide>
        <PageHeader eyebrow="Join the team" title="Careers" />
        <Spinner label="Loading the open roles…" />
      </Page>
    );
  }
  const howToApply = content.get('careers/how-to-apply');
  return (
    <Page wide>
      <PageHeader eyebrow="Join the team" title="Careers">
        <ContentHtml html={content.get('careers/intro')?.html ?? ''} />
      </PageHeader>

      <h2 className="mb-4 text-xl font-bold text-fg">Open roles</h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {CAREER_ROLES.map((role) => {
          const pitch = content.get(`careers/${role.id}`);
          const { Icon, badge } = ROLE_LOOK[role.id];
          if (!pitch) return null;
          return (
            <li key={role.id} className="flex">
              <Card className="flex flex-1 flex-col">
                <div className="flex items-center justify-between gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-surface-2 text-primary">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                </div>
                <CardTitle className="mt-4">{pitch.title}</CardTitle>
                <ContentHtml
                  html={pitch.html}
                  className="mt-2 space-y-2 text-muted [&_a]:text-primary [&_a]:underline"
                />
                <div className="mt-5 space-y-4">
                  <RoleList title="What you do" html={content.get(`careers/${role.id}-duties`)?.html ?? ''} />
                  <RoleList
                    title="What we look for"
                    html={content.get(`careers/${role.id}-wanted`)?.html ?? ''}
                  />
                </div>
                <div className="mt-auto pt-6">
                  <Link to="/contact-support" className={buttonClass('primary')}>
                    Apply<span className="sr-only"> for {pitch.title}</span>
                  </Link>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>

      {howToApply && (
        <Card className="mt-10">
          <h2 className="text-lg font-bold text-fg">{howToApply.title}</h2>
          <ContentHtml html={howToApply.html} className="mt-2 space-y-2 text-muted" />
        </Card>
      )}
    </Page>
  );
}
