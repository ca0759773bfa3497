/**
 * The Worker (and, when asked, the party), as the end-to-end suite starts it
 * (e2e/support/global-setup.ts): `wrangler dev` on a free loopback port, a
 * private --persist-to state folder, secrets passed explicitly. It serves
 * `assetsDir` (the benchmark's own build) instead of web/dist, so another
 * build running meanwhile cannot change the bytes being measured. Runs as a
 * detached process group: `pgid` is what gets pinned and stopped. The Worker
 * runs unattended, as the test suites run it (scripts/stack.mjs): without
 * wrangler's devtools relay and per-request log line, dev tooling that no
 * deployed Worker runs. With them, the ~110 files of a first visit's
 * precache cost wrangler's Node process and its workerd about 2 s of CPU on
 * the same two cores as the phone being measured (0.5 s without), and the
 * pages' worst blocking times came from those seconds
 * (docs/decisions/bench-unattended-worker.md).
 * `withParty` also starts the party the Worker names (its own group, stopped
 * with it): a store page opens its live availability socket, and without the
 * party that socket fails and logs an error no deployed page would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../e2e/support/free-port';
import { stopGroups } from '../../e2e/support/processes';
import { stackCommands } from '../../scripts/stack.mjs';

export interface BenchWorker {
  baseURL: string;
  pgid: number;
  /** The last lines wrangler printed, for error reports. */
  log(): string;
  stop(): Promise<void>;
}

async function waitFor(url: string, timeoutMs: number, exited: () => boolean) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (exited()) throw new Error('wrangler dev exited before it was ready');
    if (Date.now() > until) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startWorker({
  persistTo,
  assetsDir,
  extraArgs = [],
  withParty = false,
}: {
  persistTo: string;
  assetsDir: string;
  extraArgs?: string[];
  withParty?: boolean;
}): Promise<BenchWorker> {
  const [port, partyPort] = [await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  const secrets = { CHAT_TICKET_SECRET: 'bench-chat-ticket-secret', PARTYKIT_NOTIFY_SECRET: 'bench-notify-secret' };
  const { worker, workerEnv, party } = stackCommands({ port, partyPort, persistTo, secrets, origins: [baseURL], unattended: true });
  const argv = [...worker, '--assets', assetsDir, ...extraArgs];
  const lines: string[] = [];
  const main = spawnGroup(argv, lines, workerEnv);
  const children = [main, ...(withParty ? [spawnGroup(party, lines)] : [])];
  const exited = (child: ChildProcess) => () => child.exitCode !== null;
  // Every group, the Worker's workerd and the party's included, even after its own command exited.
  const stop = () => stopGroups(children, 5000);
  try {
    await Promise.all([
      waitFor(`${baseURL}/api/v1/user/menu/admin/series`, 120_000, exited(main)),
      ...children.slice(1).map((child) => waitFor(`http://127.0.0.1:${partyPort}/`, 120_000, exited(child))),
    ]);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${lines.join('').slice(-3000)}`, { cause: err });
  }
  return { baseURL, pgid: main.pid!, log: () => lines.join('').slice(-3000), stop };
}

/** A command in a detached process group of its own, its output kept in `lines` (the last 200 chunks). */
function spawnGroup(argv: string[], lines: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env, CI: 'true' } });
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}
