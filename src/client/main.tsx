import './styles.css';
import { startApp } from './app/start';

// Preact's devtools (the browser extension, or `npm run lighthouse -- --live-cost`, which counts
// renders through them) put their hook on the page before it runs: only then is Preact's side of
// them fetched, and attached before the app's first render so that they see every render.
const devtoolsAttached =
  '__PREACT_DEVTOOLS__' in window ? import('preact/devtools').catch(() => undefined) : undefined;

// The app's frame comes with this entry (one request with React, one with the frame); the page's
// own code is fetched when the app starts. Let the browser paint the server's first paint of the
// page before the app runs: the page shows at once on slow phones, and the app takes over when it
// is ready. Hidden tabs do not paint (nor run animation frames), so they start straight away.
function preloadPageChunks() {
  const listed = document.getElementById('route-chunks')?.textContent;
  for (const href of JSON.parse(listed || '[]') as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const start = () => {
  preloadPageChunks();
  if (devtoolsAttached) void devtoolsAttached.then(startApp);
  else void startApp();
};
if (document.hidden) start();
else requestAnimationFrame(() => setTimeout(start, 0));
