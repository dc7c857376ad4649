// Edit when the schema moves: drizzle-kit reads the tables from here and writes SQL to ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
