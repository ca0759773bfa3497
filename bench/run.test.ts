import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const RESULTS = 'bench/out/results.json';
const bench = (args: string[], chromium: string) =>
  spawnSync('node_modules/.bin/tsx', ['bench/run.ts', ...args], { env: { ...process.env, CHROMIUM_PATH: chromium }, encoding: 'utf8', timeout: 60_000 });

describe('npm run bench without Chromium', () => {
  it('says where it looked and what to do, in plain words, and exits 1 before building anything', () => {
    const before = existsSync(RESULTS) ? statSync(RESULTS).mtimeMs : null;
    const run = bench(['--only', 'lighthouse'], '/nonexistent/chromium');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Chromium not found at /nonexistent/chromium');
    expect(run.stderr).toContain('--skip lighthouse,offline');
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/^\s+at /m); // no stack trace
    expect(run.stdout).not.toContain('building');
    expect(existsSync(RESULTS) ? statSync(RESULTS).mtimeMs : null).toBe(before);
  });
});
