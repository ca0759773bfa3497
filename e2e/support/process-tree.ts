/** The command lines of local processes, read from Linux's /proc. */
import { readdirSync, readFileSync } from 'node:fs';

/** Parent pid of each running process; ones that end meanwhile are skipped. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended
    }
  }
  return parentOf;
}

/** The command line of each of `roots` and of all their descendants (workerd under wrangler, …). */
export function commandLinesUnder(roots: number[]): string[] {
  const parentOf = parents();
  const tree = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree].flatMap((pid) => {
    try {
      return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')];
    } catch {
      return [];
    }
  });
}
