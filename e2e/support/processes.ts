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

/** Ends each still-running child with its whole process group (they are spawned detached, as group leaders). */
export function stopGroups(children: ChildProcess[]) {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}
