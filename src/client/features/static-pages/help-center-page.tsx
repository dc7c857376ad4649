import { SITE } from '@shared/site/brand';
import type { Href } from '@shared/site/routes';
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
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { Link } from '../../lib/router';

interface Faq {
  question: string;
  answer: ReactNode;
}

interface FaqGroup {
  id: string;
  title: string;
  Icon: LucideIcon;
  faqs: Faq[];
}

function To({ to, children }: { to: Href; children: ReactNode }) {
  return (
    <Link to={to} className="text-primary underline">
      {children}
    </Link>
  );
}

const GROUPS: FaqGroup[] = [
  {
    id: 'account',
    title: 'Account & sign-in',
    Icon: UserRound,
    faqs: [
      {
        question: 'Why do I sign in with Discord?',
        answer: `Our community, alpha invites and support all live on Discord, so one account keeps everything together. We never see your Discord password, and there is no separate ${SITE.name} password to forget.`,
      },
      {
        question: 'Sign-in failed. What can I try?',
        answer:
          'Make sure cookies are allowed for this site and press “Sign in” again; each attempt is valid for 10 minutes, so an old Discord tab will not work. If Discord itself shows an error, check that your Discord email is verified.',
      },
      {
        question: 'How do I delete my account?',
        answer: (
          <>
            Ask through <To to="/contact-support">Contact Support</To>. We delete your profile and linked
            accounts; the <To to="/privacy-policy">Privacy Policy</To> explains what we must keep, such as
            purchase records.
          </>
        ),
      },
    ],
  },
  {
    id: 'linking',
    title: 'Linking Minecraft',
    Icon: Gamepad2,
    faqs: [
      {
        question: 'Why should I link my Minecraft account?',
        answer:
          'Linking connects your website profile to your player, so ranked results show on the leaderboard and shop purchases are delivered to the right character.',
      },
      {
        question: 'Can I link more than one Minecraft account?',
        answer:
          'No. Each profile links to one Minecraft account, which keeps the ladder free of alt accounts. If you need to switch accounts, contact support.',
      },
      {
        question: 'I changed my Minecraft name. Is my link broken?',
        answer:
          'No. We link by your account’s UUID, which never changes. Your new name appears on the site after you next join the server.',
      },
    ],
  },
  {
    id: 'purchases',
    title: 'Purchases & refunds',
    Icon: CreditCard,
    faqs: [
      {
        question: 'Is anything in the shop pay-to-win?',
        answer:
          'No. The server is a free alpha and the shop sells ranks and cosmetics that support it. Nothing you can buy helps you win a ranked battle.',
      },
      {
        question: 'I paid but have not received my items.',
        answer:
          'Purchases are delivered to your linked Minecraft account, usually within a few minutes. Check that your account is linked, then rejoin the server. If they are still missing after an hour, contact support with the email on your receipt.',
      },
      {
        question: 'How do refunds and cancellations work?',
        answer: (
          <>
            You can ask for a refund within 14 days, and approved refunds arrive in 5-10 business days. Ranks
            can be cancelled at any time and stay active until the end of the paid period. See the{' '}
            <To to="/refund-policy">Refund Policy</To> for details.
          </>
        ),
      },
    ],
  },
  {
    id: 'battles',
    title: 'Battles & gyms',
    Icon: Swords,
    faqs: [
      {
        question: 'How does the ranked ladder work?',
        answer: (
          <>
            Every ranked battle changes your ELO rating: beating a stronger opponent earns more points than
            beating a weaker one. The top trainers each season are on the{' '}
            <To to="/leaderboard">Leaderboard</To>.
          </>
        ),
      },
      {
        question: 'How do I challenge a gym leader?',
        answer: (
          <>
            The <To to="/gym-leaders">Gym Leaders</To> page lists every gym, its type and its leader. Visit
            the gym in game during its open hours and ask for a challenge.
          </>
        ),
      },
      {
        question: 'What does choosing a gym at checkout do?',
        answer:
          'Part of your payment goes to the gym leader you choose. It costs you nothing extra and is the main way our gym leaders are paid.',
      },
    ],
  },
  {
    id: 'reporting',
    title: 'Reporting',
    Icon: Flag,
    faqs: [
      {
        question: 'How do I report a player?',
        answer: (
          <>
            Use <To to="/report-players">Report Players</To> with the player’s name, what happened, when, and
            a screenshot or clip if you have one. Reports are confidential.
          </>
        ),
      },
      {
        question: 'I found a bug or exploit.',
        answer: (
          <>
            Thank you! Please file it on <To to="/bug-reports">Bug Reports</To> rather than using or sharing
            it; reporting exploits never gets you in trouble.
          </>
        ),
      },
      {
        question: 'I think my ban was a mistake.',
        answer: (
          <>
            Submit an <To to="/appeal-bans">appeal</To>. A staff member who was not involved in the original
            decision reviews it.
          </>
        ),
      },
    ],
  },
];

export default function HelpCenterPage() {
  return (
    <Page>
      <PageHeader eyebrow="Support" title="Help Center">
        <p>
          Quick answers to the questions we hear most. Can’t find yours? Our support team is happy to help.
        </p>
        <Link to="/contact-support" className={`${buttonClass('primary')} mt-5`}>
          <LifeBuoy className="h-4 w-4" aria-hidden="true" />
          Contact Support
        </Link>
      </PageHeader>

      <div className="space-y-10">
        {GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`}>
            <h2 id={`faq-${group.id}`} className="mb-3 flex items-center gap-2 text-xl font-bold text-fg">
              <group.Icon className="h-5 w-5 text-primary" aria-hidden="true" />
              {group.title}
            </h2>
            <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface/80">
              {group.faqs.map((faq) => (
                <details key={faq.question} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-fg hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
                    {faq.question}
                    <ChevronDown
                      className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <div className="px-5 pb-5 leading-relaxed text-muted">{faq.answer}</div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>

      <Card className="mt-12 text-center">
        <h2 className="text-xl font-bold text-fg">Still need help?</h2>
        <p className="mx-auto mt-2 max-w-prose text-muted">
          Send us a message with your Discord username and as much detail as you can. We aim to reply within
          two business days.
        </p>
        <Link to="/contact-support" className={`${buttonClass('primary')} mt-5`}>
          Contact Support
        </Link>
      </Card>
    </Page>
  );
}
