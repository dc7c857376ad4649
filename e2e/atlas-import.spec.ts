// An admin imports a real Cobblemon datapack from the console: the dry run reports it, the publish
// puts its species on /spawn-atlas, and the atlas stays free of axe violations after the import.
// Runs on the suite's second server (its own database), so the built-in atlas the other specs read
// stays as it is.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { zipBuffer } from '../src/server/test/write-zip';
import { E2E_SIMULATOR_PORT } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const secondSite = `http://localhost:${E2E_SIMULATOR_PORT}`;
const here = path.dirname(fileURLToPath(import.meta.url));
const PACK = path.resolve(here, '../../shared/fixtures/cobblemon-datapack');

/** The fixture pack as a server owner would zip it: every file under data/, presets included. */
function packZip(): Buffer {
  const files: { name: string; data: Buffer }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(PACK, dir), { withFileTypes: true })) {
      const name = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(name);
      else files.push({ name, data: fs.readFileSync(path.join(PACK, name)) });
    }
  };
  walk('data');
  return zipBuffer(files);
}

for (const width of [1280, 390]) {
  test(`an admin imports the fixtures' datapack from the console and the atlas shows it (${width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const admin = await context.newPage();
    await admin.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
    await signInAsDemo(admin, 'AdminRowan', `${secondSite}/staff`);
    const errors = collectConsoleErrors(admin);

    await admin.getByRole('tab', { name: 'Atlas' }).click();
    const name = `fixtures-${width}.zip`;
    await admin.getByLabel('Datapack (.zip)').setInputFiles({
      name,
      mimeType: 'application/zip',
      buffer: packZip(),
    });
    await admin.getByRole('button', { name: 'Check the pack' }).click();
    const report = admin.getByRole('region', { name: `Dry run: ${name}` });
    await expect(report).toBeVisible();
    await expect(report.getByText(/18 species/)).toBeVisible();
    await expect(report.getByText('Nothing has been written yet.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(admin);

    await admin.getByRole('button', { name: 'Publish this atlas' }).click();
    await expect(admin.getByRole('button', { name: 'Published' })).toBeDisabled();
    await expect(admin.getByText('(shown now)')).toBeVisible();

    await admin.goto(`${secondSite}/spawn-atlas`);
    await expect(admin.getByText(/^Showing 18 of 18 Pokémon$/)).toBeVisible({ timeout: 20_000 });
    await expect(admin.getByRole('button', { name: /Magikarp/ })).toBeVisible();
    // Ordinary species carry the Standard badge, legible, and have a filter of their own.
    await admin.getByRole('button', { name: 'Standard', exact: true }).click();
    await expect(admin.getByRole('button', { name: /Magikarp/ })).toBeVisible();
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(admin);
    expect(errors).toEqual([]);
    await context.close();
  });
}
