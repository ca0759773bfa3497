import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { killGroup } from '../bench/support/processes';
import { freePort } from '../e2e/support/free-port';
import { localProcesses, processesUnder } from '../e2e/support/process-tree';
import { stackChecks, stackCommands } from './stack.mjs';
import { afterRound, superviseStack } from './supervise.mjs';

describe('afterRound', () => {
  it('counts failed checks in a row per service and names the first one at the limit', () => {
    let round = afterRound({}, { worker: false, party: true }, 3);
    expect(round).toEqual({ failures: { worker: 1, party: 0 }, down: null });
    round = afterRound(round.failures, { worker: false, party: false }, 3);
    expect(round.down).toBeNull();
    round = afterRound(round.failures, { worker: false, party: true }, 3);
    expect(round).toEqual({ failures: { worker: 3, party: 0 }, down: 'worker' });
  });

  it('starts counting again after an answer', () => {
    let round = afterRound({}, { worker: false }, 2);
    round = afterRound(round.failures, { worker: true }, 2);
    round = afterRound(round.failures, { worker: false }, 2);
    expect(round).toEqual({ failures: { worker: 1 }, down: null });
  });
});

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The stack's commands on free ports with scratch state; what it prints is kept in `printed`. */
async function startStack(which: ('worker' | 'party')[]) {
  const persistTo = mkdtempSync(path.join(tmpdir(), 'bubble-tea-supervise-'));
  scratch.push(persistTo);
  const [port, partyPort] = [await freePort(), await freePort()];
  const argv = stackCommands({ port, partyPort, persistTo, secrets: { CHAT_TICKET_SECRET: 'a', PARTYKIT_NOTIFY_SECRET: 'b' }, origins: [] });
  const checks = stackChecks({ port, partyPort }).filter((check) => which.some((name) => name === check.name));
  let printed = '';
  const output = new Writable({
    write(chunk, _encoding, next) {
      printed += String(chunk);
      next();
    },
  });
  const stack = superviseStack({ commands: which.map((name) => ({ name, command: argv[name].join(' ') })), checks, output });
  // Up in the supervisor's own view, not merely answering: a service killed after it answered a check of ours but
  // before the supervisor's first answer is one that "did not answer" to the supervisor (a first start on a busy
  // machine, every lane of npm test at once, took over 60 s; the supervisor gives up after 180 s).
  const up = await Promise.race([stack.up.then(() => true), stack.done.then(() => false)]);
  if (!up) {
    // Its commands run in their own process groups: end them, or a failed start leaves a stack running.
    for (const pid of stack.pids()) killGroup(pid);
    throw new Error(`The stack ended before it was up: ${(await stack.done)?.message}`);
  }
  const groups = stack.pids();
  const leftRunning = () => localProcesses().filter((p) => groups.includes(p.group) && !p.zombie);
  return { ...stack, port, groups, leftRunning, printed: () => printed };
}

/** Up to 180 s (the supervisor's own bound) for the stack to come up, then the test itself. */
const STARTING = 240_000;

describe.runIf(process.platform === 'linux')('superviseStack', () => {
  it('stops everything and fails, naming the Worker, when its workerd dies under a live wrangler', { timeout: STARTING }, async () => {
    const stack = await startStack(['worker', 'party']);
    // wrangler runs two workerd: its proxy on the public port and the Worker itself.
    const worker = processesUnder([stack.groups[0]]).find((p) => p.commandLine.includes('workerd serve') && !p.commandLine.includes(`entry=127.0.0.1:${stack.port} `));
    expect(worker).toBeDefined();
    process.kill(worker!.pid, 'SIGKILL');
    const { code, message } = await stack.done;
    expect(code).toBe(1);
    expect(message).toBe(`worker stopped answering at http://127.0.0.1:${stack.port}/api/v1/stack-health (3 checks in a row failed).`);
    await expect.poll(stack.leftRunning, { timeout: 15_000 }).toEqual([]);
    // The Worker's log, without a line for each health check.
    expect(stack.printed()).toContain('[worker]');
    expect(stack.printed()).not.toContain('stack-health');
  });

  it('stops everything and fails, naming the party, when its node process dies, leaving no workerd behind', { timeout: STARTING }, async () => {
    const stack = await startStack(['party']);
    const node = processesUnder(stack.groups).find((p) => p.commandLine.startsWith('node ') && p.commandLine.includes('partykit dev'));
    expect(node).toBeDefined();
    process.kill(node!.pid, 'SIGKILL');
    await expect(stack.done).resolves.toEqual({ code: 1, message: 'party exited with code 137.' });
    await expect.poll(stack.leftRunning, { timeout: 15_000 }).toEqual([]);
  });
});
