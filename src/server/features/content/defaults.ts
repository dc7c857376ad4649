/** Each block's first text, as the spec wrote it: seeded once, and shown until a block has a row. */
import { CONTENT_BLOCKS } from '../../../shared/content/blocks';
import type { DefaultText } from './default-text';
import { COMMUNITY_DEFAULTS } from './defaults-community';
import { GUIDE_DEFAULTS } from './defaults-guides';
import { LEGAL_DEFAULTS } from './defaults-legal';
import { POLICY_DEFAULTS } from './defaults-policies';
import { RULES_DEFAULTS } from './defaults-rules';
import { WIKI_DEFAULTS } from './defaults-wiki';

const DEFAULTS: Record<string, DefaultText> = {
  ...RULES_DEFAULTS,
  ...WIKI_DEFAULTS,
  ...LEGAL_DEFAULTS,
  ...POLICY_DEFAULTS,
  ...GUIDE_DEFAULTS,
  ...COMMUNITY_DEFAULTS,
};

export function defaultText(key: string): DefaultText {
  const text = DEFAULTS[key];
  if (!text) throw new Error(`content block ${key} has no default text`);
  return text;
}

/** Every block of the registry has its default (checked by the tests). */
export const blocksWithoutDefault = () => CONTENT_BLOCKS.filter((block) => !DEFAULTS[block.key]);
