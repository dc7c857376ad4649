import { Crown, Gem, Sparkles, Swords, Ticket } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Page, PageHeader } from '../../components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useLocation } from '../../lib/router';
import { BattlePassTab } from './battle-pass-tab';
import { BoostsTab } from './boosts-tab';
import { CartWidget } from './cart-widget';
import { CosmeticTab } from './cosmetic-tab';
import { GymTokensTab } from './gym-tokens-tab';
import { RanksTab } from './ranks-tab';
import { useShopReturn } from './use-shop-return';

const TABS = ['boosts', 'cosmetic', 'gym-tokens', 'ranks', 'battle-pass'] as const;
type Tab = (typeof TABS)[number];

const tabFromHash = (hash: string): Tab | null => {
  const id = hash.replace(/^#/, '');
  return (TABS as readonly string[]).includes(id) ? (id as Tab) : null;
};

export default function ShopPage() {
  const location = useLocation();
  const [tab, setTab] = useState<Tab>(() => tabFromHash(location.hash) ?? 'boosts');
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const openCheckout = useCallback(() => setCheckoutOpen(true), []);
  useShopReturn(openCheckout);

  // /shop#ranks (the ranks page's subscribe buttons) opens the ranks tab and scrolls to it.
  useEffect(() => {
    const fromHash = tabFromHash(location.hash);
    if (!fromHash) return;
    setTab(fromHash);
    requestAnimationFrame(() => document.getElementById(fromHash)?.scrollIntoView({ block: 'start' }));
  }, [location.hash]);

  return (
    <Page wide>
      <PageHeader eyebrow="Support the server" title="Shop">
        Boosts, cosmetics, gym tokens, ranks and the battle pass. Nothing here is pay-to-win, and part of
        every purchase supports a gym leader you choose.
      </PageHeader>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList aria-label="Shop sections">
          <TabsTrigger value="boosts">
            <Sparkles className="h-4 w-4" aria-hidden="true" /> Server Boosts
          </TabsTrigger>
          <TabsTrigger value="cosmetic">
            <Gem className="h-4 w-4" aria-hidden="true" /> Cosmetic
          </TabsTrigger>
          <TabsTrigger value="gym-tokens">
            <Swords className="h-4 w-4" aria-hidden="true" /> Gym Tokens
          </TabsTrigger>
          <TabsTrigger value="ranks">
            <Crown className="h-4 w-4" aria-hidden="true" /> Server Ranks
          </TabsTrigger>
          <TabsTrigger value="battle-pass">
            <Ticket className="h-4 w-4" aria-hidden="true" /> Battle Pass
          </TabsTrigger>
        </TabsList>
        <TabsContent value="boosts">
          <BoostsTab />
        </TabsContent>
        <TabsContent value="cosmetic">
          <CosmeticTab />
        </TabsContent>
        <TabsContent value="gym-tokens">
          <GymTokensTab />
        </TabsContent>
        <TabsContent value="ranks">
          <div id="ranks" className="scroll-mt-24">
            <RanksTab />
          </div>
        </TabsContent>
        <TabsContent value="battle-pass">
          <BattlePassTab />
        </TabsContent>
      </Tabs>
      <CartWidget checkoutOpen={checkoutOpen} onCheckoutOpenChange={setCheckoutOpen} />
    </Page>
  );
}
