import { defineConfig } from 'vitest/config';

// Each suite is a project: `vitest run --project worker` runs one.
export default defineConfig({
  test: {
    projects: ['worker/vitest.config.ts', 'party/vitest.config.ts', 'web/vitest.config.ts', 'scripts/vitest.config.ts', 'e2e/vitest.config.ts'],
  },
});
