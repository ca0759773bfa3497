import { defineConfig } from 'drizzle-kit';

// Generates SQL into migrations/, which wrangler applies (append-only).
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/src/db/schema.ts',
  out: './migrations',
});
