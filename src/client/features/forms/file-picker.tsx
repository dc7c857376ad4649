import {
  ACCEPT_ATTRIBUTE,
  MAX_FILE_BYTES,
  MAX_FILES,
  MESSAGES,
  SNIFF_BYTES,
  sniffFileType,
} from '@shared/forms/uploads';
import { FileText, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { toast } from '../../lib/toast';
import { useDiscardUpload } from './upload-file';

export interface PickedFile {
  key: string;
  file: File;
  /** 0-100 while uploading or after; null before the upload starts. */
  progress: number | null;
  /** Our URL once stored (kept across a failed submission, so it is not sent twice). */
  url: string | null;
}

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Accepted files from a selection, with the product's toasts for each refused one. */
async function acceptFiles(current: number, selected: File[]): Promise<File[]> {
  if (current + selected.length > MAX_FILES) {
    toast.error(MESSAGES.tooMany.title, { description: MESSAGES.tooMany.description });
    return [];
  }
  const accepted: File[] = [];
  for (const file of selected) {
    if (file.size > MAX_FILE_BYTES) {
      const m = MESSAGES.tooLarge(file.name);
      toast.error(m.title, { description: m.description });
      continue;
    }
    // Judged by content, as the server will: a renamed file is refused here already.
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!sniffFileType(head)) {
      const m = MESSAGES.badType(file.name);
      toast.error(m.title, { description: m.description });
      continue;
    }
    accepted.push(file);
  }
  return accepted;
}

export function FilePicker({
  files,
  onChange,
  disabled,
  error,
}: {
  files: PickedFile[];
  onChange: (next: (files: PickedFile[]) => PickedFile[]) => void;
  disabled: boolean;
  error?: string;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const discard = useDiscardUpload();
  const onSelect = async (list: FileList | null) => {
    const selected = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (selected.length === 0) return;
    const accepted = await acceptFiles(files.length, selected);
    onChange((prev) => [
      ...prev,
      ...accepted.map((file) => ({ key: crypto.randomUUID(), file, progress: null, url: null })),
    ]);
  };
  const remove = (picked: PickedFile) => {
    if (picked.url) discard.mutate(picked.url);
    onChange((prev) => prev.filter((f) => f.key !== picked.key));
  };
  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border p-6 text-center hover:border-primary/60 has-[:focus-visible]:border-primary"
      >
        <Upload className="h-8 w-8 text-primary" aria-hidden="true" />
        <span className="font-semibold text-fg">Upload files</span>
        <span className="text-xs text-muted">PDF, JPG, PNG or GIF · up to 5 files · 5MB each</span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          className="sr-only"
          onChange={(e) => void onSelect(e.target.files)}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="space-y-2" aria-label="Selected files">
          {files.map((picked) => (
            <li key={picked.key} className="rounded-lg border border-border bg-surface-2/60 p-3">
              <div className="flex items-center gap-3">
                <FileText className="h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">{picked.file.name}</p>
                  <p className="text-xs text-muted">
                    {formatSize(picked.file.size)}
                    {picked.url ? ' · Uploaded' : ''}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={disabled}
                  aria-label={`Remove ${picked.file.name}`}
                  onClick={() => remove(picked)}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
              {picked.progress !== null && (
                <Progress className="mt-2" value={picked.progress} label={`Uploading ${picked.file.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
