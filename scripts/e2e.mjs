// npm run test:e2e: builds the site, then runs the Playwright suite in Debian's Chromium.
// Fails loudly (never skips) when Chromium is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      "Install Debian's Chromium first:\n\n" +
      '  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium\n\n' +
      'or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build', '--silent']);
fs.mkdirSync('.tmp', { recursive: true });
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
