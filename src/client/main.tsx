import './styles.css';
// A few bytes that let Preact's devtools (and `npm run lighthouse -- --live-cost`) watch renders when present.
import 'preact/devtools';
import { startApp } from './app/start';

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
  void startApp();
};
if (document.hidden) start();
else requestAnimationFrame(() => setTimeout(start, 0));
