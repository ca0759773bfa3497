import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts', 'web/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
  },
});
