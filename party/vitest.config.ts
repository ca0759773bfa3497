import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'party',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['party/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
