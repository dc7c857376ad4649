/**
 * Runs once per test run: migrates one template database, which every test file then copies
 * (PGlite: a dumped data folder; Postgres: CREATE DATABASE … TEMPLATE). Building a database per
 * file from scratch would cost seconds and most of a gigabyte each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedCatalog } from '../features/shop/catalog-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}

const migrationsFolder = path.resolve('drizzle');

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = `tmpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = openPostgres(withDatabase(baseUrl, template), 2);
    await runMigrations(database, migrationsFolder);
    await seedCatalog(database.db);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url: baseUrl, template });
    return async () => {
      await admin.query(`drop database if exists "${template}" with (force)`);
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 't\\_${process.pid}\\_%'`,
      );
      for (const row of leftovers.rows)
        await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const template = wrapPglite(client);
  await runMigrations(template, migrationsFolder);
  await seedCatalog(template.db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const dumpPath = path.join(dir, 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
