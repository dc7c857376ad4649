/** Each block's first text, as the spec wrote it: seeded once, and shown until a block has a row. */
import { CONTENT_BLOCKS } from '../../../shared/content/blocks';
import type { DefaultText } from './default-text';
import { RULES_DEFAULTS } from './defaults-rules';
import { WIKI_DEFAULTS } from './defaults-wiki';

const DEFAULTS: Record<string, DefaultText> = { ...RULES_DEFAULTS, ...WIKI_DEFAULTS };

export function defaultText(key: string): DefaultText {
  const text = DEFAULTS[key];
  if (!text) throw new Error(`content block ${key} has no default text`);
  return text;
}

/** Every block of the registry has its default (checked by the tests). */
export const blocksWithoutDefault = () => CONTENT_BLOCKS.filter((block) => !DEFAULTS[block.key]);
