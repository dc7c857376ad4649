import { describe, expect, it } from 'vitest';
import { CONTENT_BLOCKS } from '../../../shared/content/blocks';
import { checkMarkdown } from '../../../shared/content/checks';
import { blocksWithoutDefault, defaultText } from './defaults';
import { renderMarkdown } from './markdown';

describe('the first texts', () => {
  it('every block of the registry has one, and no text without a block', () => {
    expect(blocksWithoutDefault()).toEqual([]);
  });

  it.each(CONTENT_BLOCKS.map((block) => [block.key, block] as const))(
    '%s passes the editor’s checks, so it can be saved again unchanged',
    (_key, block) => {
      const text = defaultText(block.key);
      expect(checkMarkdown(text.body)).toEqual([]);
      expect(text.body.trim()).not.toBe('');
      expect(text.title !== '').toBe(block.titled);
      // Written as Markdown, never as HTML: outside code, nothing the renderer would show as a raw tag.
      expect(renderMarkdown(text.body).replace(/<code>.*?<\/code>/g, '')).not.toMatch(/&lt;[a-z]/);
    },
  );
});
