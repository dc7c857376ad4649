import { SITE } from '@shared/site/brand';
import { CalendarClock, Clock, Scale, Sparkles } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Link } from '../../lib/router';
import { LastUpdated, PolicySection } from './policy-section';

const FACTS = [
  { Icon: CalendarClock, value: '14 days', label: 'to request a refund after purchase' },
  { Icon: Clock, value: '5-10 business days', label: 'for an approved refund to reach you' },
  { Icon: Scale, value: '5 business days', label: 'for a final decision on a dispute' },
];

export default function RefundPage() {
  return (
    <Page>
      <PageHeader eyebrow="Legal" title="Refund Policy">
        When you can get your money back for a shop purchase, how long it takes, and what happens with
        subscriptions and chargebacks.
      </PageHeader>

      <Card className="mb-8 flex gap-3 border-primary/40">
        <Sparkles className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-bold text-fg">{SITE.name} is currently a free alpha.</p>
          <p className="mt-1 text-muted">
            You never have to pay to play, battle or climb the ladder. Everything in the shop is optional:
            ranks and cosmetics that support the server by paying for hosting, development and gym leader
            payouts. Nothing you can buy gives an advantage in ranked battles.
          </p>
        </div>
      </Card>

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

      <Prose>
        <LastUpdated />

        <PolicySection number={1} title="The 14-day refund window">
          <p>
            You can ask for a refund of any one-off purchase within <strong>14 days</strong> of buying it, as
            long as the item has not been mostly used up (for example, consumable items already spent in
            game). We will always refund a purchase that was not delivered or was charged twice, whenever you
            notice it.
          </p>
          <p>
            To ask, go to <Link to="/contact-support">Contact Support</Link>, choose the billing topic and
            include the email on your receipt and the date of the purchase. Your orders are listed on your{' '}
            <Link to="/purchase-history">Purchase History</Link> page.
          </p>
        </PolicySection>

        <PolicySection number={2} title="How refunds are paid">
          <p>
            Approved refunds go back to the card you paid with. They are processed within{' '}
            <strong>5-10 business days</strong>; your bank may take a little longer to show the money. The
            perks attached to a refunded purchase are removed from your account when the refund is issued.
          </p>
        </PolicySection>

        <PolicySection number={3} title="Subscriptions (ranks)">
          <p>
            Monthly ranks renew automatically. You can cancel any time from the{' '}
            <a href="/api/billing/portal">customer portal</a> (also linked in the site menu). Cancellation
            takes effect at the end of the current billing period: you keep your rank until then, and you are
            not charged again. A renewal can be refunded within 14 days if you have not used the rank since it
            renewed.
          </p>
        </PolicySection>

        <PolicySection number={4} title="Gym leader revenue share">
          <p>
            When you choose a gym at checkout, part of the payment goes to that gym leader. If the purchase is
            refunded, their share of it is reversed too, so choosing a gym never affects whether you can get a
            refund.
          </p>
        </PolicySection>

        <PolicySection number={5} title="Disputes">
          <p>
            If we decline a refund and you disagree, reply to our answer to open a dispute. A different team
            member reviews the purchase, your account history and anything you send us, and you get a{' '}
            <strong>final decision within 5 business days</strong>.
          </p>
        </PolicySection>

        <PolicySection number={6} title="Chargebacks">
          <p>
            Please talk to us before contacting your bank; we can usually fix things faster. If a chargeback
            is filed, the purchased perks are revoked while it is open, and permanently if the bank rules in
            your favour. Chargebacks filed for purchases that were delivered as described may lead to a shop
            ban under our <Link to="/terms-of-service">Terms of Service</Link>.
          </p>
        </PolicySection>

        <PolicySection number={7} title="Your legal rights">
          <p>
            This policy adds to, and never replaces, the rights you have under consumer law where you live.
          </p>
        </PolicySection>
      </Prose>
    </Page>
  );
}
