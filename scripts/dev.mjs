// npm run dev: the API server (tsx watch, port 3001) behind Vite's dev server on http://localhost:5173.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  PORT: '3001',
  PUBLIC_URL: 'http://localhost:5173',
  STATIC_DIR: './.tmp/no-build',
};
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env: { ...process.env, API_PORT: '3001' } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
