/**
 * Any local user can read a process's command line, so the stack's secrets
 * must reach the Worker and the party some other way. Chat working with them
 * is covered by chat.e2e.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import { commandLinesUnder } from './support/process-tree';

it.runIf(process.platform === 'linux')('shows no secret on the command line of the Worker, the party or their runtimes', () => {
  // The processes running now: global setup starts a server that ended again, under a new id.
  const lines = commandLinesUnder(JSON.parse(readFileSync(inject('stackPidsFile'), 'utf8')) as number[]);
  // wrangler and partykit, each with at least one workerd under it.
  expect(lines.filter((line) => line.includes('workerd')).length).toBeGreaterThanOrEqual(2);
  expect(lines.some((line) => line.includes('wrangler'))).toBe(true);
  expect(lines.some((line) => line.includes('partykit'))).toBe(true);
  for (const secret of inject('stackSecrets')) {
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  }
});
