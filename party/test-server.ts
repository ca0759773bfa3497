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
  const url = `http://127.0.0.1:${port}`;
  const run = async () => {
    const child = spawn('node_modules/.bin/partykit', ['dev', '--port', String(port), '--no-hotkeys', '--persist', path.join(state, 'party'), '--config', config], {
      stdio: 'ignore',
      detached: true,
    });
    await waitUntilServing(url, 60_000, { anyStatus: true });
    return child;
  };
  let child = await run();
  return {
    url,
    host: `127.0.0.1:${port}`,
    get pid() {
      return child.pid!;
    },
    /**
     * Stops the party and starts it again on the same port and storage: every
     * room is gone from memory and wakes from what it stored, as a room
     * evicted after going idle does.
     */
    async restart() {
      await stopGroups([child]);
      await closedPort(url);
      child = await run();
    },
    async stop() {
      await stopGroups([child]);
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/** Resolves once nothing answers at `url` any more, so the next party cannot be mistaken for the old one. */
async function closedPort(url: string) {
  for (;;) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
