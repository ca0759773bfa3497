// `node list-failures.mjs clear` before a test run, `node list-failures.mjs` after it: prints every failed test of every Vitest run in between.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { failuresDir } from './failures-dir.mjs';

if (process.argv[2] === 'clear') {
  rmSync(failuresDir, { recursive: true, force: true });
} else if (existsSync(failuresDir)) {
  const files = readdirSync(failuresDir, { withFileTypes: true }).filter((entry) => entry.isFile());
  const lines = files.flatMap((entry) => readFileSync(path.join(failuresDir, entry.name), 'utf8').trim().split('\n'));
  if (lines.length > 0) console.log(`\nFailed (${lines.length}):\n${lines.map((line) => `  ${line}`).join('\n')}`);
}
