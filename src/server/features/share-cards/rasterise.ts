/**
 * SVG → PNG with resvg, in a worker thread of its own. A render takes a few hundred milliseconds
 * here (docs/performance.md), and even resvg's async render encodes the PNG on the calling thread
 * (60-160 ms measured), so all of it runs off the event loop. The worker is started on the first
 * card, renders one card at a time, and keeps the process alive only while drawing; a render that fails or
 * hangs ends it and the next card starts a new one. A bounded queue answers 503 beyond it.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import { CARD_WIDTH } from './svg';

/** Cards waiting for the worker beyond this are refused: a burst must not queue without end. */
const MAX_WAITING = 16;
const RENDER_TIMEOUT_MS = 15_000;

/**
 * Fonts come from the machine (fonts-dejavu or fonts-liberation on Debian): no font file is
 * shipped with the site. Without any, the card still renders its shapes and the head.
 */
const RENDER_OPTIONS = {
  fitTo: { mode: 'width', value: CARD_WIDTH },
  font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  imageRendering: 1,
};

// Plain CommonJS evaluated by the worker, so it runs the same from the sources and from the bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvg);
parentPort.on('message', ({ id, svg }) => {
  try {
    const png = new Resvg(svg, workerData.options).render().asPng();
    parentPort.postMessage({ id, png });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});`;

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function stopWorker(reason: Error) {
  const stopped = worker;
  worker = undefined;
  for (const [id, job] of pending) {
    clearTimeout(job.timer);
    job.reject(reason);
    pending.delete(id);
  }
  void stopped?.terminate();
}

function startWorker(): Worker {
  const resvg = createRequire(import.meta.url).resolve('@resvg/resvg-js');
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { resvg, options: RENDER_OPTIONS } });
  started.unref();
  started.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    clearTimeout(job.timer);
    if (pending.size === 0) started.unref();
    if (message.png) job.resolve(Buffer.from(message.png));
    else job.reject(new Error(`share card not rendered: ${message.error}`));
  });
  started.on('error', (error) => {
    if (worker === started) stopWorker(error);
  });
  started.on('exit', () => {
    if (worker === started) stopWorker(new Error('share card renderer stopped'));
  });
  return started;
}

export function rasterise(svg: string): Promise<Buffer> {
  if (pending.size >= MAX_WAITING) {
    const busy = new AppError(
      503,
      'busy',
      'Too many images are being drawn right now. Please try again shortly.',
    );
    busy.retryAfterSeconds = 5;
    return Promise.reject(busy);
  }
  worker ??= startWorker();
  const current = worker;
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (worker === current) stopWorker(new Error('share card render timed out'));
    }, RENDER_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { resolve, reject, timer });
    // Held only while a card is on its way, so an idle renderer never keeps the process running.
    current.ref();
    current.postMessage({ id, svg });
  });
}
