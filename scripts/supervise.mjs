// Runs the local stack's processes together (prefixed output, Ctrl-C reaches
// all) and stops them all as soon as one fails: when a process exits, or when
// a service stops answering. The second matters because wrangler's and
// partykit's node processes outlive a dead workerd child, leaving a port that
// accepts requests and answers nothing.
import { createConcurrently, KillOnSignal, KillOthers, LogError, LogExit, LogOutput, Logger } from 'concurrently';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

export const HEALTH = {
  /** Pause between two rounds of checks once everything answers. */
  everyMs: 1000,
  /** A check with no answer by then has failed. */
  timeoutMs: 2000,
  /** Failed checks in a row before a service counts as down: one slow answer on a busy machine is not an outage. */
  failuresAllowed: 3,
  /** First start (wrangler bundles, workerd boots) may take long on a busy machine. */
  startupMs: 180_000,
};

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/*
 * Each command runs in its own process group and is stopped as a group: a
 * workerd whose node parent died is out of the tree that concurrently's
 * default tree-kill walks, but still in the group, holding its port.
 * (Windows has no process groups: concurrently's defaults there.)
 */
const inGroups = process.platform !== 'win32';
const spawnInGroup = (command, options) => spawn('/bin/sh', ['-c', command], { ...options, detached: true });
function killGroup(pid, signal = 'SIGTERM') {
  try {
    process.kill(-pid, signal);
  } catch {
    // the whole group has ended
  }
}

/** concurrently's own set-up (prefixed output, signals passed on, one exit stops the rest), with the process groups. */
function runTogether(commands, output) {
  const logger = new Logger({ prefixFormat: 'name' });
  const abortController = new AbortController();
  return createConcurrently(commands, {
    logger,
    outputStream: output,
    abortSignal: abortController.signal,
    controllers: [
      new LogError({ logger }),
      new LogOutput({ logger }),
      new LogExit({ logger }),
      new KillOnSignal({ process, abortController }),
      new KillOthers({ logger, conditions: ['failure', 'success'], abortController }),
    ],
    ...(inGroups && { spawn: spawnInGroup, kill: killGroup }),
  });
}

/** A tcp:// check: the port accepts a connection within the timeout. */
function accepts({ hostname, port }, timeoutMs) {
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), timeout: timeoutMs });
    const end = (ok) => () => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', end(true)).once('timeout', end(false)).once('error', end(false));
  });
}

/**
 * One check. http://: any answer below 500 within the timeout, which goes
 * through to the Worker itself. tcp://: the port accepts a connection, which
 * logs no request line in the output.
 */
export async function answers(url, timeoutMs) {
  const target = new URL(url);
  if (target.protocol === 'tcp:') return accepts(target, timeoutMs);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.status < 500;
  } catch {
    return false;
  }
}

/** `output` without the request log lines of the http:// checks, so every second does not print two lines. */
function withoutCheckLines(output, checks) {
  const paths = checks
    .map((check) => new URL(check.url))
    .filter((url) => url.protocol === 'http:')
    .map((url) => ` ${url.pathname} `);
  return new Writable({
    write(chunk, _encoding, next) {
      const text = String(chunk)
        .split('\n')
        .filter((line) => !paths.some((path) => line.includes(path)))
        .join('\n');
      if (text) output.write(text);
      next();
    },
  });
}

/**
 * Counts failed checks in a row per service after one round (`answered`:
 * name → whether it answered); a success resets the count. `down` names the
 * first service that reached `failuresAllowed`, or is null.
 */
export function afterRound(failures, answered, failuresAllowed) {
  const next = { ...failures };
  for (const [name, ok] of Object.entries(answered)) next[name] = ok ? 0 : (next[name] ?? 0) + 1;
  const down = Object.keys(next).find((name) => next[name] >= failuresAllowed) ?? null;
  return { failures: next, down };
}

/** Waits until every service answers once (then calls `onUp`), then checks them all each round; answers why one is down. */
async function watchHealth(checks, health, signal, onUp) {
  const started = Date.now();
  for (const { name, url } of checks) {
    while (!(await answers(url, health.timeoutMs))) {
      if (Date.now() - started > health.startupMs) return `${name} did not answer at ${url} within ${health.startupMs / 1000} s.`;
      await sleep(250, undefined, { signal });
    }
  }
  onUp();
  let failures = {};
  for (;;) {
    await sleep(health.everyMs, undefined, { signal });
    const results = await Promise.all(checks.map(async ({ name, url }) => [name, await answers(url, health.timeoutMs)]));
    const round = afterRound(failures, Object.fromEntries(results), health.failuresAllowed);
    failures = round.failures;
    if (round.down) {
      const { url } = checks.find((check) => check.name === round.down);
      return `${round.down} stopped answering at ${url} (${health.failuresAllowed} checks in a row failed).`;
    }
  }
}

/**
 * Runs `commands` (concurrently's {name, command}) until one fails or the
 * user stops them, watching `checks` ({name, url}: the path of an http://
 * one must be asked for by nothing else, its log lines are dropped). `done` answers
 * {code: 0, message: null} after Ctrl-C, else {code: 1, message} saying what
 * failed, once every process has ended. `up` resolves once every service
 * has answered (it never does if the stack ends first). `pids()` lists the
 * commands' process ids, each also its process group's.
 * @param {{ commands: { name: string, command: string }[], checks: { name: string, url: string }[], health?: typeof HEALTH, output?: import('node:stream').Writable }} stack
 */
export function superviseStack({ commands, checks, health = HEALTH, output = process.stdout }) {
  const { result, commands: running } = runTogether(commands, withoutCheckLines(output, checks));
  const stopWatching = new AbortController();
  let verdict = null;
  const settle = (code, message) => {
    if (verdict) return;
    verdict = { code, message };
    stopWatching.abort();
    // Also the groups of commands that already exited: their orphans.
    for (const command of running) {
      if (inGroups && command.pid) killGroup(command.pid);
      else command.kill();
    }
  };
  // concurrently passes the signal on to every command.
  const onSignal = () => {
    verdict ??= { code: 0, message: null };
    stopWatching.abort();
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  const exited = (command, exitCode) => settle(1, `${command.name} exited ${typeof exitCode === 'number' ? `with code ${exitCode}` : `on ${exitCode}`}.`);
  for (const command of running) {
    // 'close' waits for the command's output to end, which a child it left behind (the party's workerd after
    // its node process died) can hold open for good: its own exit is what counts.
    command.process?.once('exit', (code, signal) => exited(command, code ?? signal));
    command.close.subscribe(({ exitCode }) => exited(command, exitCode));
  }
  let markUp = () => {};
  const up = new Promise((resolve) => (markUp = resolve));
  watchHealth(checks, health, stopWatching.signal, markUp).then(
    (message) => settle(1, message),
    () => {}, // aborted: already settled
  );
  const done = result
    .catch(() => {})
    .then(() => {
      for (const signal of SIGNALS) process.off(signal, onSignal);
      return verdict;
    });
  return { done, up, pids: () => running.flatMap((command) => command.pid ?? []) };
}
