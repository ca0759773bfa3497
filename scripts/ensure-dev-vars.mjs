// Creates .dev.vars (git-ignored) with fresh random secrets on first start.
// scripts/stack.mjs hands every value to the Worker and the party's to the
// party, through private files rather than command-line flags.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

export const DEV_VARS = new URL('../.dev.vars', import.meta.url);
const NAMES = ['CHAT_TICKET_SECRET', 'PARTYKIT_NOTIFY_SECRET', 'MEDIA_URL_SECRET'];

export function readDevVars() {
  const vars = {};
  if (existsSync(DEV_VARS)) {
    for (const line of readFileSync(DEV_VARS, 'utf8').split('\n')) {
      const m = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (m) vars[m[1]] = m[2];
    }
  }
  return vars;
}

export function ensureDevVars() {
  const vars = readDevVars();
  const missing = NAMES.filter((n) => !vars[n]);
  if (missing.length) {
    for (const n of missing) vars[n] = randomBytes(32).toString('base64url');
    writeFileSync(
      DEV_VARS,
      Object.entries(vars)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') + '\n',
    );
  }
  return vars;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDevVars();
