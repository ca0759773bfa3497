/** Runs `partykit dev` on a free port for a test file, and stops it after. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/free-port';
import { stopGroups, waitUntilServing } from '../e2e/support/processes';
import { writePartyConfig } from '../scripts/stack.mjs';

export const TEST_SECRETS = { CHAT_TICKET_SECRET: 'party-test-ticket-secret', PARTYKIT_NOTIFY_SECRET: 'party-test-notify-secret' };
export const TEST_ORIGIN = 'http://127.0.0.1:8787';

export async function startParty() {
  const port = await freePort();
  const state = mkdtempSync(path.join(tmpdir(), 'party-test-'));
  const config = writePartyConfig(path.join(state, 'secrets'), TEST_SECRETS, [TEST_ORIGIN]);
  const child = spawn(
    'node_modules/.bin/partykit',
    ['dev', '--port', String(port), '--no-hotkeys', '--persist', path.join(state, 'party'), '--config', config],
    { stdio: 'ignore', detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, 60_000, { anyStatus: true });
  return {
    url,
    host: `127.0.0.1:${port}`,
    pid: child.pid!,
    stop() {
      stopGroups([child]);
      rmSync(state, { recursive: true, force: true });
    },
  };
}
