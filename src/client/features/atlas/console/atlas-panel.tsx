/** The console's Atlas tab (admins): upload a datapack, read its dry run, publish it, restore an earlier import. */
import type { AtlasDryRunResponse } from '@shared/atlas/console/api';
import { estDateTime } from '@shared/tournaments/time';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { atlasImportsQuery, useDryRun, usePublish, useRestore } from './atlas-imports-api';

function Report({ dry }: { dry: AtlasDryRunResponse }) {
  const { report } = dry;
  return (
    <section aria-labelledby="atlas-report-title" className="mt-4 space-y-3">
      <h3 id="atlas-report-title" className="text-lg font-bold">
        Dry run: {dry.source_name}
      </h3>
      <p>
        {report.files} files, {report.spawns} spawns, {report.species} species, {report.skipped} skipped.
        Nothing has been written yet.
      </p>
      <details>
        <summary className="cursor-pointer font-semibold">Species ({report.species_list.length})</summary>
        <p className="mt-1 text-sm text-muted">{report.species_list.map((s) => s.name).join(', ')}</p>
      </details>
      <div>
        <h4 className="font-semibold">Skipped and problems ({report.problems.length})</h4>
        {report.problems.length === 0 ? (
          <p className="text-sm text-muted">None.</p>
        ) : (
          <ul className="max-h-60 overflow-auto text-sm break-words">
            {report.problems.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from one report
              <li key={i}>
                <code>{p.file}</code>: {p.field} {p.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className="font-semibold">Fields the atlas does not read ({report.ignored_fields.length})</h4>
        {report.ignored_fields.length === 0 ? (
          <p className="text-sm text-muted">None.</p>
        ) : (
          <ul className="text-sm break-words">
            {report.ignored_fields.map((f) => (
              <li key={f.field}>
                <code>{f.field}</code>: {f.count}×, first in <code>{f.first_file}</code>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className="font-semibold">Presets ({report.presets.length})</h4>
        <ul className="text-sm break-words">
          {report.presets.map((p) => (
            <li key={p.name}>
              <strong>{p.name}</strong> ({p.source === 'pack' ? "the pack's own" : "Cobblemon's"}):{' '}
              {p.conditions.join('; ')}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function AtlasPanel() {
  const inputId = useId();
  const imports = useQuery(atlasImportsQuery);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const dryRun = useDryRun(setProgress);
  const publish = usePublish(setProgress);
  const restore = useRestore();
  const [restoring, setRestoring] = useState<{ id: string; name: string } | null>(null);
  const busy = dryRun.isPending || publish.isPending;

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-xl font-bold">Import a datapack</h2>
        <p className="mt-1 text-sm text-muted">
          Upload the server's Cobblemon datapack as a .zip. You see what it holds before anything changes;
          presets the pack names but does not ship come from Cobblemon itself.
        </p>
        {/* One file and one button: no fields to validate, so no form state. */}
        <div className="mt-4 space-y-3">
          <label htmlFor={inputId} className="block font-semibold">
            Datapack (.zip)
          </label>
          <input
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            className="block w-full max-w-full text-sm"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              dryRun.reset();
              publish.reset();
            }}
          />
          <Button
            disabled={!file || busy}
            onClick={() => {
              if (file) {
                setProgress(0);
                publish.reset();
                dryRun.mutate(file);
              }
            }}
          >
            Check the pack
          </Button>
          {busy && <Progress value={progress} label="Uploading the datapack" />}
        </div>
        {dryRun.data && (
          <>
            <Report dry={dryRun.data} />
            <Button
              className="mt-4"
              disabled={busy || publish.isSuccess}
              onClick={() => {
                if (file) {
                  setProgress(0);
                  publish.mutate(file);
                }
              }}
            >
              {publish.isSuccess ? 'Published' : 'Publish this atlas'}
            </Button>
          </>
        )}
      </Card>
      <Card>
        <h2 className="text-xl font-bold">Imports</h2>
        {imports.isPending ? (
          <Spinner label="Loading the imports…" />
        ) : imports.isError ? (
          <p role="alert" className="text-danger">
            Could not load the imports.
          </p>
        ) : imports.data.imports.length === 0 ? (
          <p className="mt-2 text-muted">No import yet: the atlas shows its built-in entries.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border">
            {imports.data.imports.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 break-words">
                  <p className="font-semibold">
                    {item.source_name}
                    {item.current && <span className="ml-2 text-sm text-success">(shown now)</span>}
                  </p>
                  <p className="text-sm text-muted">
                    {item.species} species, {item.spawns} spawns · imported {estDateTime(item.created_at)}
                    {item.imported_by ? ` by ${item.imported_by}` : ' from the command line'}
                  </p>
                </div>
                {!item.current && (
                  <Button
                    variant="secondary"
                    disabled={restore.isPending}
                    onClick={() => setRestoring({ id: item.id, name: item.source_name })}
                  >
                    Restore<span className="sr-only"> {item.source_name}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title="Restore this import?"
        description={`The Spawn Atlas will show ${restoring?.name ?? ''} again, for everyone, at once.`}
        confirmLabel="Restore import"
        variant="primary"
        onConfirm={() => {
          if (restoring) restore.mutate(restoring.id);
          setRestoring(null);
        }}
      />
    </div>
  );
}
