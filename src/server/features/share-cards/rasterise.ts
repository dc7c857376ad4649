/**
 * SVG → PNG with resvg. `renderAsync` runs on libuv's thread pool, so a render (about a tenth of a
 * second, docs/performance.md) never holds the event loop; at most RENDERS_AT_ONCE run together so
 * a burst of previews leaves the pool's other threads to the database and the file system.
 */
import { renderAsync } from '@resvg/resvg-js';
import { CARD_WIDTH } from './svg';

const RENDERS_AT_ONCE = 2;

/**
 * Fonts come from the machine (fonts-dejavu or fonts-liberation on Debian): no font file is
 * shipped with the site. Without any, the card still renders its shapes and the head.
 */
const RENDER_OPTIONS = {
  fitTo: { mode: 'width', value: CARD_WIDTH },
  font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  imageRendering: 1,
} as const;

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= RENDERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

export async function rasterise(svg: string): Promise<Buffer> {
  const done = await turn();
  try {
    const image = await renderAsync(svg, RENDER_OPTIONS);
    return image.asPng();
  } finally {
    done();
  }
}
