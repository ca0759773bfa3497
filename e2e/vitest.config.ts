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
    // A whole journey (two sign-ins, uploads, a download) took 33 s beside the unit suites and the other half, and
    // past 60 s on a busier run of the same machine; each step still fails on its own wait long before this.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One stack, one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
