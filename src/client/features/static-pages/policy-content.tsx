/**
 * A policy page drawn from its content blocks: the header's introduction, an optional opening
 * paragraph, then every titled section numbered in order, each with a stable anchor (its key).
 */
import type { PublicContentBlock } from '@shared/content/api';
import type { ContentPageId } from '@shared/content/pages';
import type { ReactNode } from 'react';
import { Page, PageHeader, Prose } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ContentHtml, usePageContent } from '../content';
import { LastUpdated, PolicySection } from './policy-section';

/** Blocks that frame a policy rather than being one of its numbered sections. */
const FRAME_BLOCKS = new Set(['intro', 'lead', 'alpha']);

export const blockName = (block: PublicContentBlock) => block.key.slice(block.key.indexOf('/') + 1);

export function PolicyPage({
  page,
  title,
  beforeText,
}: {
  page: ContentPageId;
  title: string;
  /** What the page shows between its header and its text (the refund page's notice and facts). */
  beforeText?: (content: ReadonlyMap<string, PublicContentBlock>) => ReactNode;
}) {
  const content = usePageContent(page);
  if (!content) {
    return (
      <Page>
        <PageHeader eyebrow="Legal" title={title} />
        <Spinner label="Loading the page…" />
      </Page>
    );
  }
  const lead = content.get(`${page}/lead`);
  const sections = [...content.values()].filter((block) => !FRAME_BLOCKS.has(blockName(block)));
  return (
    <Page>
      <PageHeader eyebrow="Legal" title={title}>
        <ContentHtml html={content.get(`${page}/intro`)?.html ?? ''} />
      </PageHeader>
      {beforeText?.(content)}
      <Prose>
        <LastUpdated />
        {lead && <ContentHtml html={lead.html} className="space-y-4" />}
        {sections.map((block, index) => (
          <PolicySection key={block.key} number={index + 1} title={block.title} anchor={blockName(block)}>
            <ContentHtml html={block.html} className="space-y-4" />
          </PolicySection>
        ))}
      </Prose>
    </Page>
  );
}
