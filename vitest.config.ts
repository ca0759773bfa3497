import { defineConfig } from 'vitest/config';

// Each suite is a project: `vitest run --project worker` runs one.
export default defineConfig({
  test: {
    projects: ['worker/vitest.config.ts', 'party/vitest.config.ts', 'web/vitest.config.ts', 'scripts/vitest.config.ts', 'e2e/vitest.config.ts'],
    // The second one keeps what failed for the end of `npm test`'s output (scripts/test-failures).
    reporters: ['default', './scripts/test-failures/failures-reporter.mjs'],
  },
});
