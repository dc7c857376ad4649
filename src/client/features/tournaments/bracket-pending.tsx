import type { PublicRegistration } from '@shared/tournaments/api';
import { Hourglass } from 'lucide-react';
import { Card } from '../../components/ui/card';

/** Before the draw: the confirmed players as seed cards, then dashed open slots up to the cap. */
export function PendingBracket({ registrations, cap }: { registrations: PublicRegistration[]; cap: number }) {
  const taken = new Set(registrations.map((r) => r.registration_slot));
  // Open slots carry the slot numbers nobody holds, so seeds and open slots together read 1..cap.
  const openSlots = Array.from({ length: cap }, (_, i) => i + 1).filter((slot) => !taken.has(slot));
  return (
    <section aria-labelledby="pending-title">
      <Card className="mb-6 flex items-start gap-3">
        <Hourglass className="mt-1 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="pending-title" className="text-2xl font-bold text-fg">
            Bracket Generation Pending
          </h2>
          <p className="mt-1 text-muted">
            The bracket is drawn when the tournament starts, from the players who checked in. Confirmed
            participants so far:
          </p>
        </div>
      </Card>
      <ol className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-4">
        {registrations.map((r) => (
          <li key={r.id} className="min-w-0 rounded-xl border border-primary/40 bg-surface/90 p-3">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary">
              Seed #{r.registration_slot}
            </p>
            <p className="truncate font-bold text-fg">{r.minecraft_username}</p>
          </li>
        ))}
        {openSlots.map((slot) => (
          <li key={`open-${slot}`} className="rounded-xl border-2 border-dashed border-border p-3 text-muted">
            <p className="text-xs font-semibold uppercase tracking-wider">Slot #{slot}</p>
            <p className="font-semibold">Open Slot</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
