/**
 * The console's Page texts tab: pick a block, edit its Markdown with the server's preview and
 * checks beside it, publish (open pages show it at once), and restore any earlier revision.
 */
import type { ContentBlockResponse } from '@shared/content/api';
import { checkMarkdown } from '@shared/content/checks';
import { CONTENT_PAGES } from '@shared/content/pages';
import { contentSaveSchema } from '@shared/content/requests';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useZodForm } from '../forms';
import { ContentHtml } from './content-html';
import { contentBlockQuery, contentBlocksQuery, usePreview, usePublish, useRestore } from './content-queries';
import { RevisionHistory } from './revision-history';

export default function ContentPanel() {
  const blocks = useQuery(contentBlocksQuery);
  const [key, setKey] = useState('server-rules/rule-1');
  if (!blocks.data) return <Spinner label="Loading the page texts…" />;
  const options = CONTENT_PAGES.flatMap((page) =>
    blocks.data.blocks
      .filter((block) => block.page === page.id)
      .map((block) => ({ value: block.key, label: `${page.label}: ${block.label}` })),
  );
  return (
    <div className="space-y-4">
      {!blocks.data.can_edit && (
        <p className="text-sm text-muted">
          You can read the texts and their history; an admin can make you an editor.
        </p>
      )}
      <Field id="content-block" label="Page text">
        <Select
          id="content-block"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          options={options}
        />
      </Field>
      <BlockEditor key={key} blockKey={key} canEdit={blocks.data.can_edit} />
    </div>
  );
}

function BlockEditor({ blockKey, canEdit }: { blockKey: string; canEdit: boolean }) {
  const block = useQuery(contentBlockQuery(blockKey));
  if (!block.data) return <Spinner label="Loading the text…" />;
  // Keyed by revision: after a publish or a restore the form starts from the published text.
  return <EditorForm key={block.data.block.revision_id ?? 0} data={block.data} canEdit={canEdit} />;
}

function EditorForm({ data, canEdit }: { data: ContentBlockResponse; canEdit: boolean }) {
  const { block, revisions } = data;
  const form = useZodForm(
    contentSaveSchema,
    { title: block.title, body: block.body },
    {
      toInput: (values) => ({ ...values, base_revision: block.revision_id }),
      fieldId: (name) => `content-${name}`,
    },
  );
  const { values, errors, set } = form;
  const { title, body } = values;
  const settledBody = useDebouncedValue(body, 400);
  const preview = usePreview(settledBody, canEdit);
  const publish = usePublish(block.key, form.showErrors);
  const restore = useRestore(block.key);
  // The same checks as the server's, at every key: the editor sees a problem before publishing.
  const problems = checkMarkdown(body);
  const changed = title !== block.title || body !== block.body;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const save = await form.validate();
    if (save) publish.mutate(save);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-label={`Edit ${block.label}`}>
        {block.titled && (
          <Field id="content-title" label="Title" error={errors.title}>
            <Input
              id="content-title"
              value={title}
              readOnly={!canEdit}
              onChange={(e) => set('title', e.target.value)}
            />
          </Field>
        )}
        <Field
          id="content-body"
          label="Text (Markdown)"
          hint="### for a heading, - for a list, **bold**, *italic*, `code`, [words](/page or https://…)."
          error={errors.body}
        >
          <Textarea
            id="content-body"
            rows={14}
            value={body}
            readOnly={!canEdit}
            onChange={(e) => set('body', e.target.value)}
            className="font-mono text-sm"
          />
        </Field>
        {problems.length > 0 && (
          <ul aria-label="Problems to fix" className="list-disc space-y-1 pl-5 text-sm text-danger">
            {problems.map((problem) => (
              <li key={`${problem.line}:${problem.message}`}>
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
        )}
        {canEdit && (
          <Button type="submit" disabled={!changed || problems.length > 0 || publish.isPending}>
            {publish.isPending ? 'Publishing…' : 'Publish'}
          </Button>
        )}
      </form>
      <section aria-labelledby="content-preview-title" className="min-w-0">
        <h2 id="content-preview-title" className="mb-2 font-semibold text-fg">
          Preview
        </h2>
        <Card className="space-y-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
          {block.titled && <p className="text-lg font-bold text-fg">{title}</p>}
          <ContentHtml
            html={canEdit ? (preview.data?.html ?? block.html) : block.html}
            className="space-y-3"
          />
        </Card>
      </section>
      <section aria-labelledby="content-history-title" className="lg:col-span-2">
        <h2 id="content-history-title" className="mb-2 font-semibold text-fg">
          History
        </h2>
        <RevisionHistory
          revisions={revisions}
          currentId={block.revision_id}
          canEdit={canEdit}
          restoring={restore.isPending}
          onRestore={(id) => restore.mutate(id)}
        />
      </section>
    </div>
  );
}
