/** Starting and stopping a private stack's servers: shared by the e2e suite, the benchmarks and the party tests. */
import type { ChildProcess } from 'node:child_process';

/** Resolves once `url` answers below 500 (any answer when `anyStatus`), polling; fails after `timeoutMs`. */
export async function waitUntilServing(url: string, timeoutMs: number, { anyStatus = false } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (anyStatus || res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Ends each child with its whole process group (they are spawned detached, as
 * group leaders): SIGTERM, then SIGKILL for whatever of a group is still there
 * after `graceMs`. partykit's workerd outlives a SIGTERM, and outlives its
 * leader too, so the group is signalled even when the leader has exited.
 * Resolves once every group is gone; await it where the process may end next.
 */
export async function stopGroups(children: ChildProcess[], graceMs = 3000): Promise<void> {
  const signal = (group: number, name: NodeJS.Signals | 0) => {
    try {
      process.kill(-group, name);
      return true;
    } catch {
      return false; // no process left in the group
    }
  };
  let left = children.flatMap((child) => (child.pid && signal(child.pid, 'SIGTERM') ? [child.pid] : []));
  const deadline = Date.now() + graceMs;
  while (left.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = left.filter((group) => signal(group, 0));
  }
  for (const group of left) signal(group, 'SIGKILL');
}
