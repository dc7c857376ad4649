import { SITE } from '@shared/site/brand';
import { Clapperboard, type LucideIcon, ShieldCheck, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Link } from '../../lib/router';

interface Role {
  title: string;
  Icon: LucideIcon;
  badge: { label: string; variant: BadgeProps['variant'] };
  pitch: ReactNode;
  duties: string[];
  wanted: string[];
}

const ROLES: Role[] = [
  {
    title: 'Gym Leader',
    Icon: Trophy,
    badge: { label: 'Paid', variant: 'success' },
    pitch: (
      <>
        Run one of the server’s official gyms and earn a revenue share whenever a player chooses your gym at
        checkout. The{' '}
        <Link to="/gym-leader-application" className="text-primary underline">
          gym leader application
        </Link>{' '}
        is open to everyone aged 18 or older: no invitation needed.
      </>
    ),
    duties: [
      'Build and maintain a themed team for your gym type each season.',
      'Hold regular gym hours and battle challengers fairly, win or lose.',
      'Award badges and help newer players understand what beat them.',
    ],
    wanted: [
      'A strong record in ranked battles and good knowledge of Cobblemon mechanics.',
      'Reliability: at least a few scheduled hours every week.',
      'Good sportsmanship. Gym leaders are paid, so you must be 18 or older.',
    ],
  },
  {
    title: 'Community Moderator',
    Icon: ShieldCheck,
    badge: { label: 'Volunteer', variant: 'secondary' },
    pitch: 'Keep the server and our Discord friendly, fair and free of cheaters.',
    duties: [
      'Answer questions in game and on Discord and point people to the right help.',
      'Review player reports and act on rule breaks, with evidence.',
      'Take part in the staff rotation for ban appeals and events.',
    ],
    wanted: [
      'Calm, patient communication, even when someone is upset.',
      'Sound judgement and the confidence to apply the rules evenly, friends included.',
      'At least 16 years old and active on the server for a month or more.',
    ],
  },
  {
    title: 'Content Creator',
    Icon: Clapperboard,
    badge: { label: 'Partner', variant: 'outline' },
    pitch: `Stream or make videos about ${SITE.name} and help new trainers find us.`,
    duties: [
      'Create regular videos, streams or shorts featuring the server.',
      'Cover seasons, tournaments and gym battles as they happen.',
      'Share feedback from your audience with the team.',
    ],
    wanted: [
      'An active YouTube, Twitch or TikTok channel, whatever its size.',
      'Content that follows the Server Rules and platform guidelines.',
      'Creativity: new formats and challenges are very welcome.',
    ],
  },
];

function RoleList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="text-sm font-bold uppercase tracking-wider text-fg">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export default function CareersPage() {
  return (
    <Page wide>
      <PageHeader eyebrow="Join the team" title="Careers">
        {SITE.name} is built by players. If you love competitive Cobblemon and want to help shape the server,
        we would like to hear from you.
      </PageHeader>

      <h2 className="mb-4 text-xl font-bold text-fg">Open roles</h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {ROLES.map((role) => (
          <li key={role.title} className="flex">
            <Card className="flex flex-1 flex-col">
              <div className="flex items-center justify-between gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-surface-2 text-primary">
                  <role.Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <Badge variant={role.badge.variant}>{role.badge.label}</Badge>
              </div>
              <CardTitle className="mt-4">{role.title}</CardTitle>
              <p className="mt-2 text-muted">{role.pitch}</p>
              <div className="mt-5 space-y-4">
                <RoleList title="What you do" items={role.duties} />
                <RoleList title="What we look for" items={role.wanted} />
              </div>
              <div className="mt-auto pt-6">
                <Link to="/contact-support" className={buttonClass('primary')}>
                  Apply<span className="sr-only"> for {role.title}</span>
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </ul>

      <Card className="mt-10">
        <h2 className="text-lg font-bold text-fg">How to apply</h2>
        <p className="mt-2 text-muted">
          Press Apply on the role you want and tell us, through the contact form, your Minecraft name, your
          Discord username, your age and why you would be great at it. We read every message and reply within
          two weeks. Don’t see a role that fits? Write to us anyway.
        </p>
      </Card>
    </Page>
  );
}
