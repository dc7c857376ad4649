/**
 * Paste a Pokémon Showdown export to fill the six slots, or export the current team as Showdown
 * text. The parser (@pkmn/sets, about 6 kB compressed) is a chunk of its own, for this page only.
 */

import type { DoublesTeamMemberInput } from '@shared/doubles/registration-schema';
import type { ImportedTeam } from '@shared/doubles/showdown-text';
import { ClipboardCopy, Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';

const loadText = () => import('@shared/doubles/showdown-text');

export function ShowdownPanel({
  team,
  teraSlot,
  teraType,
  onImport,
}: {
  team: DoublesTeamMemberInput[];
  teraSlot: number;
  teraType: string;
  onImport: (imported: ImportedTeam) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; message: string } | null>(null);

  const importTeam = async () => {
    const { importShowdownTeam } = await loadText();
    const imported = importShowdownTeam(text);
    if (!imported) {
      setStatus({ tone: 'error', message: 'No Pokémon found. Paste a team exported from Pokémon Showdown.' });
      return;
    }
    onImport(imported);
    const filled = Math.min(imported.count, team.length);
    setStatus({
      tone: 'ok',
      message:
        imported.count > team.length
          ? `Filled the 6 slots with the first 6 of ${imported.count} Pokémon.`
          : `Filled ${filled} of 6 slots from your paste. Check each slot before you submit.`,
    });
  };

  const exportTeam = async () => {
    const { exportShowdownTeam } = await loadText();
    const exported = exportShowdownTeam(team, teraSlot, teraType);
    setText(exported);
    setStatus(
      exported
        ? { tone: 'ok', message: 'Your team as Showdown text: copy it into the teambuilder.' }
        : { tone: 'error', message: 'Add a Pokémon first: there is nothing to export yet.' },
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ tone: 'ok', message: 'Copied to the clipboard.' });
    } catch {
      setStatus({ tone: 'error', message: 'Copying was blocked: select the text and copy it yourself.' });
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-border bg-bg/40 p-4">
      <Label htmlFor={`${id}-text`}>Showdown team text</Label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Paste a team exported from Pokémon Showdown&apos;s teambuilder and import it to fill the six slots, or
        export the team below as text.
      </p>
      <Textarea
        id={`${id}-text`}
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-hint`}
        spellCheck={false}
        className="font-mono text-xs"
        placeholder={
          'Koraidon @ Choice Scarf\nTera Type: Fire\n- Flare Blitz\n- Close Combat\n- U-turn\n- Collision Course'
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={importTeam} disabled={text.trim() === ''}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          Import Team
        </Button>
        <Button variant="secondary" size="sm" onClick={exportTeam}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Export Team
        </Button>
        <Button variant="ghost" size="sm" onClick={copy} disabled={text.trim() === ''}>
          <ClipboardCopy className="h-4 w-4" aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p role="status" className={status?.tone === 'error' ? 'text-sm text-danger' : 'text-sm text-success'}>
        {status?.message}
      </p>
    </div>
  );
}
