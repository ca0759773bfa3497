import { afterAll, beforeAll, expect, it } from 'vitest';
import { commandLinesUnder } from '../../e2e/support/process-tree';
import { startParty, TEST_SECRETS } from '../test-server';

let party: Awaited<ReturnType<typeof startParty>>;
beforeAll(async () => {
  party = await startParty();
});
afterAll(() => party?.stop());

// Any local user can read a command line; server.test.ts shows the secrets still reach the party.
it.runIf(process.platform === 'linux')('starts partykit dev with no secret on its command line or its runtime’s', () => {
  const lines = commandLinesUnder([party.pid]);
  expect(lines.some((line) => line.includes('workerd'))).toBe(true);
  for (const secret of Object.values(TEST_SECRETS)) {
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  }
});
