/** Local processes as Linux's /proc shows them. */
import { readdirSync, readFileSync } from 'node:fs';

export interface LocalProcess {
  pid: number;
  parent: number;
  group: number;
  /** Ended, waiting to be reaped: it holds no port or memory any more. */
  zombie: boolean;
  commandLine: string;
}

/** Every running process; ones that end while being read are left out. */
export function localProcesses(): LocalProcess[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const [state, parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
        return [{ pid: Number(entry), parent: Number(parent), group: Number(group), zombie: state === 'Z', commandLine }];
      } catch {
        return [];
      }
    });
}

/** `roots` and all their descendants (workerd under wrangler, …). */
export function processesUnder(roots: number[]): LocalProcess[] {
  const all = localProcesses();
  const tree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, parent } of all) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return all.filter(({ pid }) => tree.has(pid));
}

export const commandLinesUnder = (roots: number[]) => processesUnder(roots).map((p) => p.commandLine);
