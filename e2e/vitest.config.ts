import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { e2eFiles } from './support/groups.ts';

export default defineConfig({
  test: {
    name: 'e2e',
    root: path.resolve(import.meta.dirname, '..'),
    // All of them, or one half (`E2E_GROUP=1|2`): `npm test` runs the halves side by side, each on a stack of its own.
    ...e2eFiles(process.env.E2E_GROUP),
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One stack, one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
