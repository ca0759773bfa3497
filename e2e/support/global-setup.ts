/**
 * Starts a private copy of the whole stack for the end-to-end suite: fresh
 * D1/R2 state in a temp folder (migrated and seeded like `npm start`), the
 * Worker and the chat party on free loopback ports. Everything stops after
 * the run, whatever happened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb, prepareDatabase, stackCommands, webBuilt } from '../../scripts/stack.mjs';
import { launchBrowserServer } from './browser';
import { freePort } from './free-port';
import { stopGroups, waitUntilServing } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    partyURL: string;
    /** A file holding the Worker's and the party's process ids (JSON, rewritten when one is started again), and the secret values none of their command lines may show. */
    stackPidsFile: string;
    stackSecrets: string[];
    /** The run's one Chromium, which each test file connects to. */
    browserWSEndpoint: string;
  }
}

const children: ChildProcess[] = [];
/** The process now running under each name: what a test that looks at the stack's processes must see, restarts included. */
const current = new Map<string, number>();
let pidsFile = '';
let stateDir = '';
let stopping = false;

/**
 * A server that ends while the suite still runs is started again, on the same port and state, up to RESTARTS
 * times: wrangler's esbuild service has crashed on this machine at start-up ("fatal error: all goroutines are
 * asleep - deadlock!"), and with it went every test of its lane. The tests running meanwhile may still fail; the
 * rest of the lane goes on.
 */
const RESTARTS = 2;

function start(argv: string[], name: string, env: Record<string, string> = {}, restartsLeft = RESTARTS): ChildProcess {
  const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, CI: 'true', ...env } });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] ended (${signal ?? `exit code ${code}`}) while the suite ran:\n${log.join('').slice(-4000)}`);
    if (restartsLeft === 0) return;
    console.error(`[${name}] starting it again (${restartsLeft} restart(s) left)`);
    // What is left of its group (a workerd outlives its wrangler) holds the port: gone first.
    void stopGroups([child], 1000).then(() => stopping || start(argv, name, env, restartsLeft - 1));
  });
  children.push(child);
  current.set(name, child.pid!);
  if (pidsFile) writeFileSync(pidsFile, JSON.stringify([...current.values()]));
  return child;
}

export default async function setup(project: TestProject) {
  if (!webBuilt()) buildWeb();
  stateDir = mkdtempSync(path.join(tmpdir(), 'bubble-tea-e2e-'));
  pidsFile = path.join(stateDir, 'stack-pids.json');
  // `npm test` seeds one state for both halves (scripts/e2e-state.mjs); each still runs on a copy of its own.
  const seeded = process.env.E2E_STATE_FROM;
  if (seeded) cpSync(seeded, stateDir, { recursive: true });
  else prepareDatabase({ persistTo: stateDir });
  const [port, partyPort] = [await freePort(), await freePort()];
  const baseURL = `http://127.0.0.1:${port}`;
  const secrets = { CHAT_TICKET_SECRET: 'e2e-chat-ticket-secret', PARTYKIT_NOTIFY_SECRET: 'e2e-notify-secret' };
  // Its own secrets: the suite must not depend on a developer's .dev.vars.
  const { worker, workerEnv, party } = stackCommands({ port, partyPort, persistTo: stateDir, secrets, origins: [baseURL], unattended: true });
  start(worker, 'worker', workerEnv);
  start(party, 'party');
  await Promise.all([waitUntilServing(`${baseURL}/api/v1/user/menu/admin/series`, 90_000), waitUntilServing(`http://127.0.0.1:${partyPort}/`, 90_000)]);
  project.provide('baseURL', baseURL);
  project.provide('partyURL', `http://127.0.0.1:${partyPort}`);
  project.provide('stackPidsFile', pidsFile);
  project.provide('stackSecrets', Object.values(secrets));
  const browser = await launchBrowserServer();
  project.provide('browserWSEndpoint', browser.wsEndpoint());

  return async () => {
    stopping = true;
    await browser.close();
    await stopGroups(children);
    rmSync(stateDir, { recursive: true, force: true });
  };
}
