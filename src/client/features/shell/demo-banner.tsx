import { publicConfig } from '../../lib/public-config';

/** Site-wide notice whenever the server runs with demo stand-ins instead of real integrations. */
export function DemoBanner() {
  if (!publicConfig.demoMode) return null;
  return (
    <div role="note" className="bg-amber-400 px-4 py-1.5 text-center text-xs font-bold text-black sm:text-sm">
      DEMO MODE: development sign-in and test checkout, no real accounts or payments.
    </div>
  );
}
