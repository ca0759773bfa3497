import path from 'node:path';

/** Where each test run leaves the tests it failed, one file per run, for `npm test` to list at its end. */
export const failuresDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/test-failures');
