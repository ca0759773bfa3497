// The browser suite's starting state, made once per `npm test`: a folder
// migrated and seeded like `npm start`'s, which each half's stack copies
// (e2e/support/global-setup.ts, E2E_STATE_FROM) instead of seeding its own.
//
//   node scripts/e2e-state.mjs DIR
import { mkdirSync, rmSync } from 'node:fs';
import { prepareDatabase } from './stack.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/e2e-state.mjs DIR');
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
prepareDatabase({ persistTo: dir });
