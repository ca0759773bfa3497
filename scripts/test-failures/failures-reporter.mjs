import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { failuresDir } from './failures-dir.mjs';

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/**
 * A Vitest reporter that writes what failed (file, test, first line of the
 * error) to a file of its own: `npm test` runs several Vitest runs side by
 * side, and the one that finishes last would otherwise bury another's
 * failures far above the end of the output.
 */
export default class FailuresReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const lines = [];
    for (const testModule of testModules) {
      const file = path.relative(this.root, testModule.moduleId);
      for (const error of testModule.errors()) lines.push(`${file}: ${firstLine(error.message)}`);
      for (const test of testModule.children.allTests('failed')) {
        lines.push(`${file} > ${test.fullName}: ${firstLine(test.result().errors?.[0]?.message)}`);
      }
    }
    for (const error of unhandledErrors) lines.push(`unhandled: ${firstLine(error.message)}`);
    if (lines.length === 0) return;
    mkdirSync(failuresDir, { recursive: true });
    writeFileSync(path.join(failuresDir, `${process.pid}.txt`), lines.join('\n') + '\n');
  }
}
