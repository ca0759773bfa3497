/**
 * Process groups and CPU pinning on Linux. The Worker runs as a detached
 * process group (wrangler's node process plus its workerd children); pinning
 * the whole group to one core and the load generator to another keeps the
 * two from competing for the same CPU on a small machine.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export interface GroupProcess {
  pid: number;
  command: string;
}

export function processesInGroup(pgid: number): GroupProcess[] {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,pgid=,comm='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 3 && Number(cols[1]) === pgid)
    .map((cols) => ({ pid: Number(cols[0]), command: cols.slice(2).join(' ') }));
}

/** The CPU list a process may run on, as taskset prints it ("0", "0,1", "0-1"). */
export function affinityOf(pid: number): string | null {
  try {
    return execFileSync('taskset', ['-pc', String(pid)], { encoding: 'utf8' })
      .split(':')
      .pop()!
      .trim();
  } catch {
    return null;
  }
}

export interface PinReport {
  attempted: boolean;
  pinned: boolean;
  note: string;
}

const hasTaskset = () => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export const canPin = () => availableParallelism() >= 2 && hasTaskset();

/** Pins every thread of every process in a group to `cpus`, and checks it took. */
export function pinGroup(pgid: number, cpus: string): PinReport {
  if (!canPin()) return { attempted: false, pinned: false, note: `not pinned: ${availableParallelism()} CPU(s)${hasTaskset() ? '' : ', no taskset'}` };
  const procs = processesInGroup(pgid);
  const failures: string[] = [];
  for (const p of procs) {
    try {
      execFileSync('taskset', ['-apc', cpus, String(p.pid)], { stdio: 'ignore' });
      if (affinityOf(p.pid) !== cpus) failures.push(`${p.command} ${p.pid}: affinity reads ${affinityOf(p.pid)}`);
    } catch (err) {
      failures.push(`${p.command} ${p.pid}: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  const workerd = procs.filter((p) => p.command.startsWith('workerd')).length;
  if (failures.length) return { attempted: true, pinned: false, note: `pinning failed: ${failures.join('; ')}` };
  return { attempted: true, pinned: workerd > 0, note: `Worker group (${procs.length} processes, ${workerd} workerd) on CPU ${cpus}` };
}

/** Lets a group use every CPU again. */
export function unpinGroup(pgid: number) {
  if (!canPin()) return;
  const all = `0-${availableParallelism() - 1}`;
  for (const p of processesInGroup(pgid)) {
    try {
      execFileSync('taskset', ['-apc', all, String(p.pid)], { stdio: 'ignore' });
    } catch {
      // gone already
    }
  }
}

/** Ends a detached process group; quiet when it is gone already. */
export function killGroup(pgid: number, signal: NodeJS.Signals = 'SIGTERM') {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/**
 * Ends the process groups led by any descendant of `pid` (detached children,
 * e.g. the wrangler and partykit a script started for itself), not pid's own.
 */
export function killDescendantGroups(pid: number, signal: NodeJS.Signals = 'SIGTERM') {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((cols) => cols.length === 3);
  const descendants = new Set<number>();
  for (let grew = true, parents = new Set([pid]); grew;) {
    grew = false;
    for (const [child, parent] of rows) {
      if (parents.has(parent) && !descendants.has(child)) {
        descendants.add(child);
        grew = true;
      }
    }
    parents = new Set([pid, ...descendants]);
  }
  for (const [child, , pgid] of rows) if (descendants.has(child) && child === pgid) killGroup(pgid, signal);
}
