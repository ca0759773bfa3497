/**
 * A private copy of the whole stack for a benchmark, like the end-to-end
 * suite's (e2e/support/global-setup.ts): fresh D1/R2 state in a temp folder,
 * migrated and seeded, the Worker and the chat party on free loopback ports
 * with matching secrets. `stop()` ends both (by process group) and removes
 * the state.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/free-port';
import { stopGroups, waitUntilServing } from '../../e2e/support/processes';
import { buildWeb, prepareDatabase, stackCommands } from '../../scripts/stack.mjs';

export interface PrivateStack {
  baseURL: string;
  partyURL: string;
  stop(): void;
}

export async function startPrivateStack(): Promise<PrivateStack> {
  if (!existsSync('web/dist/index.html')) buildWeb();
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bubble-tea-bench-'));
  const children: ChildProcess[] = [];
  // Not awaited by every caller: its timers keep the bench alive until the SIGKILL that may follow.
  const stop = () => {
    void stopGroups(children);
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    prepareDatabase({ persistTo: stateDir });
    const [port, partyPort] = [await freePort(), await freePort()];
    const baseURL = `http://127.0.0.1:${port}`;
    const partyURL = `http://127.0.0.1:${partyPort}`;
    const secrets = { CHAT_TICKET_SECRET: 'bench-chat-ticket-secret', PARTYKIT_NOTIFY_SECRET: 'bench-notify-secret' };
    // Unattended, as the bench's own Worker runs (support/worker.ts).
    const { worker, workerEnv, party } = stackCommands({ port, partyPort, persistTo: stateDir, secrets, origins: [baseURL], unattended: true });
    const run = (argv: string[], env: Record<string, string> = {}) => {
      const child = spawn(argv[0], argv.slice(1), { stdio: 'ignore', detached: true, env: { ...process.env, ...env, CI: 'true' } });
      children.push(child);
    };
    run(worker, workerEnv);
    run(party);
    await Promise.all([waitUntilServing(`${baseURL}/api/v1/user/menu/admin/series`, 90_000), waitUntilServing(`${partyURL}/`, 90_000)]);
    return { baseURL, partyURL, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/** Signs in through the API and answers the session cookie (`token=…`) to send back. */
export async function apiLogin(baseURL: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/user/login`, {
    method: 'POST',
    // The Worker checks Origin on every unsafe method.
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Login as ${email} answered ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  if (!cookie) throw new Error(`Login as ${email} set no session cookie`);
  return cookie.split(';')[0];
}
