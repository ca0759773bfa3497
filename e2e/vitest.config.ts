import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One stack, one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
