import type { PublicContentBlock } from '@shared/content/api';
import { CalendarClock, Clock, Scale, Sparkles } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { ContentHtml } from '../content';
import { PolicyPage } from './policy-content';

/** The policy's headline numbers, drawn as cards; the sections below say the same in words. */
const FACTS = [
  { Icon: CalendarClock, value: '14 days', label: 'to request a refund after purchase' },
  { Icon: Clock, value: '5-10 business days', label: 'for an approved refund to reach you' },
  { Icon: Scale, value: '5 business days', label: 'for a final decision on a dispute' },
];

function AlphaNotice({ content }: { content: ReadonlyMap<string, PublicContentBlock> }) {
  const alpha = content.get('refund-policy/alpha');
  return (
    <>
      {alpha && (
        <Card className="mb-8 flex gap-3 border-primary/40">
          <Sparkles className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-bold text-fg">{alpha.title}</p>
            <ContentHtml html={alpha.html} className="mt-1 space-y-2 text-muted" />
          </div>
        </Card>
      )}
      <ul className="mb-8 grid gap-4 sm:grid-cols-3">
        {FACTS.map(({ Icon, value, label }) => (
          <li key={value}>
            <Card className="h-full">
              <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
              <p className="mt-2 text-xl font-extrabold text-fg">{value}</p>
              <p className="text-sm text-muted">{label}</p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function RefundPage() {
  return (
    <PolicyPage
      page="refund-policy"
      title="Refund Policy"
      beforeText={(content) => <AlphaNotice content={content} />}
    />
  );
}
