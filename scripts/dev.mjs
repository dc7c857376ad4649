// npm run dev: the API server (tsx watch) behind Vite's dev server, which proxies /api to it and
// takes each page's HTML from it (scripts/vite-dev-page.ts), drawn from the source index.html.
// DEV_PORT (5173) is the address to open; DEV_API_PORT (3001) is the API server's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const port = process.env.DEV_PORT ?? '5173';
const apiPort = process.env.DEV_API_PORT ?? '3001';
const pageDir = './.tmp/dev-page';
fs.mkdirSync(pageDir, { recursive: true });
fs.copyFileSync('src/client/index.html', `${pageDir}/index.html`);

const env = {
  ...process.env,
  PORT: apiPort,
  PUBLIC_URL: `http://localhost:${port}`,
  STATIC_DIR: pageDir,
};
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/vite', ['--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
