/**
 * Runs SQL on the Worker's D1 database (binding DB) through `wrangler d1
 * execute`: the local one `npm start` uses (`.wrangler/state`, or the given
 * persist folder), or the deployed one with `remote`. SQL goes in a private
 * file, never on a command line other local users can read.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export interface D1Target {
  remote: boolean;
  /** Local only: the folder `wrangler dev --persist-to` uses; default `.wrangler/state`. */
  persistTo?: string | undefined;
}

export const describeTarget = ({ remote, persistTo }: D1Target) => (remote ? 'the remote (deployed) database' : `the local database (${persistTo ?? '.wrangler/state'})`);

/** The rows each statement answered, in order. */
export async function d1Execute(target: D1Target, sql: string): Promise<Record<string, unknown>[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bubble-tea-d1-'));
  const file = path.join(dir, 'statements.sql');
  writeFileSync(file, sql, { mode: 0o600 });
  const where = target.remote ? ['--remote'] : ['--local', ...(target.persistTo ? ['--persist-to', path.resolve(target.persistTo)] : [])];
  try {
    const { stdout } = await run(path.join(root, 'node_modules/.bin/wrangler'), ['d1', 'execute', 'DB', ...where, '--file', file, '--json', '--yes'], {
      cwd: root,
      env: { ...process.env, CI: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return (JSON.parse(stdout) as { results: Record<string, unknown>[] }[]).map((statement) => statement.results);
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
    throw new Error(`wrangler d1 execute failed:\n${[stderr, stdout].join('\n').trim()}`, { cause: err });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
